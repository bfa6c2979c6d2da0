// The faculty profile's header (spec 2 §2): portrait, name, title, affiliation, trustee designation,
// Follow and Share.
import type { FacultyProfile } from '@cle/contracts/faculty-schemas';
import { FollowButton } from './follow-button';
import * as styles from './profile-header.styles';
import { ShareButtons } from './share-buttons';

export function ProfileHeader({
  faculty: f,
  shareUrl,
}: {
  faculty: FacultyProfile['faculty'];
  shareUrl: string;
}) {
  return (
    <header css={styles.header}>
      <img
        src={f.image}
        alt={`Portrait of ${f.displayName}`}
        width={200}
        height={200}
        css={styles.portrait}
      />
      <div css={styles.text}>
        <h1 css={styles.name}>{f.displayName}</h1>
        <dl aria-label="Details" css={styles.details}>
          <div>
            <dt css={styles.term}>Title: </dt>
            <dd css={styles.value}>{f.title}</dd>
          </div>
          <div>
            <dt css={styles.term}>Affiliation: </dt>
            <dd css={styles.value}>{f.affiliation}</dd>
          </div>
          {f.trusteeDesignation ? (
            <div>
              <dt css={styles.term}>Trustee: </dt>
              <dd css={styles.value}>{f.trusteeDesignation}</dd>
            </div>
          ) : null}
        </dl>
        <div css={styles.actions}>
          <FollowButton faculty={f} />
          <ShareButtons name={f.displayName} url={shareUrl} />
        </div>
      </div>
    </header>
  );
}
