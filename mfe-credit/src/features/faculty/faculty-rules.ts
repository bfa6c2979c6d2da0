// Faculty profile rules (spec 2 §2 "Faculty profile page", §4 follow). Pure: no React.
import { formatDateTime } from '@cle/ui/intl';

/** S2-FACULTY-08: the profile is noindex unless its visibility status is 1. */
export function robotsFor(visibilityStatus: number): 'index' | 'noindex' {
  return visibilityStatus === 1 ? 'index' : 'noindex';
}

/** S2-FACULTY-09/10: a follow sets isUserFollowingThis, an unfollow clears it. */
export function isFollowing(followedIds: readonly number[] | undefined, facultyId: number): boolean {
  return followedIds?.includes(facultyId) ?? false;
}

/** The letters of the about-faculty index. */
export const FACULTY_INITIALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/** A content date (yyyy-mm-dd) as the site shows it: 'March 4, 2027'. */
export function formatContentDate(iso: string | null): string | null {
  if (!iso) return null;
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return null;
  return formatDateTime(new Date(Date.UTC(y, m - 1, d)), {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
