import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { FacultyProfile } from '@cle/contracts/faculty-schemas';
import { titleLinkCss } from '@cle/ui/theme';
import { formatContentDate } from '../faculty-rules';
import * as styles from './shared-content.styles';

/** Spec 2 §2: the programs and publications the faculty member takes part in, on sale now. */
export function SharedContent({ profile }: { profile: FacultyProfile }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={styles.section}>
      <h2 id={headingId} css={styles.heading}>
        Programs and publications
      </h2>
      {profile.content.length ? (
        <ul css={styles.list}>
          {profile.content.map((c) => (
            <li key={c.code} css={styles.item}>
              <Link to={c.url} css={titleLinkCss}>
                {c.title}
              </Link>
              <p css={styles.meta}>
                {[c.format, c.role, formatContentDate(c.date)].filter(Boolean).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p css={styles.flush}>{profile.faculty.displayName} has no programs or publications on sale now.</p>
      )}
    </section>
  );
}
