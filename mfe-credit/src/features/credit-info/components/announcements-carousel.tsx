import { useId, useState } from 'react';
import { useNow } from '@cle/contracts/hydration';
import type { Announcement } from '@cle/contracts/tracker-schemas';
import type { CreditPageMap } from '@cle/contracts/credit-info-public-schemas';
import { Skeleton } from '@cle/ui/skeleton';
import { AnnouncementSlide } from './announcement-slide';
import * as styles from './announcements-carousel.styles';
import { SiteLink } from './site-link';

const HOUR_MS = 3_600_000;

/**
 * Spec 2 §2: the jurisdiction page's announcements carousel, one announcement at a time with
 * Previous/Next. The page map adds the rule-changes page and, for a newly admitted license, the page
 * that states its requirements. A failed fetch shows nothing (the page stays useful without it).
 */
export function AnnouncementsCarousel({
  announcements,
  isLoading,
  pageMap,
  currentPath,
  today,
}: {
  announcements: Announcement[] | undefined;
  isLoading: boolean;
  pageMap: CreditPageMap | undefined;
  currentPath: string | null;
  today?: string;
}) {
  const headingId = useId();
  const [index, setIndex] = useState(0);
  // the server's day while rendering on it and hydrating (the same 'New' tags), then the browser's
  const now = useNow(HOUR_MS);
  const todayIso = today ?? new Date(now).toISOString().slice(0, 10);
  if (isLoading) return <Skeleton rows={3} label="Loading announcements" />;
  if (!announcements?.length) return null;
  const at = Math.min(index, announcements.length - 1);
  const position = `${at + 1} of ${announcements.length}`;
  const requirements = pageMap?.requirementsPage;
  return (
    <section aria-labelledby={headingId} aria-roledescription="carousel" css={styles.carousel}>
      <h2 id={headingId} css={styles.heading}>
        Announcements
      </h2>
      <AnnouncementSlide announcement={announcements[at]!} position={position} todayIso={todayIso} />
      {announcements.length > 1 ? (
        <div css={styles.controls}>
          <button type="button" css={styles.button} disabled={at === 0} onClick={() => setIndex(at - 1)}>
            Previous
          </button>
          <span aria-hidden="true">{position}</span>
          <button
            type="button"
            css={styles.button}
            disabled={at === announcements.length - 1}
            onClick={() => setIndex(at + 1)}
          >
            Next
          </button>
        </div>
      ) : null}
      <p css={styles.links}>
        {requirements && requirements.href !== currentPath ? (
          <SiteLink href={requirements.href}>{requirements.text}</SiteLink>
        ) : null}
        {pageMap?.ruleChangesPage ? (
          <SiteLink href={pageMap.ruleChangesPage.href}>{pageMap.ruleChangesPage.text}</SiteLink>
        ) : null}
      </p>
    </section>
  );
}
