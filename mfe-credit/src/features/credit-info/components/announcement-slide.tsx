import type { Announcement } from '@cle/contracts/tracker-schemas';
import * as styles from './announcements-carousel.styles';

/** The 'New' tag shows until the announcement's expireNewStatus day has passed. */
const showsNewTag = (expireNewStatus: string | null, todayIso: string) =>
  Boolean(expireNewStatus) && expireNewStatus!.slice(0, 10) >= todayIso;

/** One announcement of the carousel: its heading (with the 'New' tag while it is new) and body. */
export function AnnouncementSlide({
  announcement,
  position,
  todayIso,
}: {
  announcement: Announcement;
  /** e.g. '2 of 5' */
  position: string;
  todayIso: string;
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={position}
      aria-live="polite"
      css={styles.slide}
    >
      <h3 css={styles.slideHeading}>
        {announcement.headingText}{' '}
        {showsNewTag(announcement.expireNewStatus, todayIso) ? (
          <span css={styles.newTag}>{announcement.newTagText}</span>
        ) : null}
      </h3>
      <p css={styles.body}>{announcement.body}</p>
    </div>
  );
}
