import type { FacultyProfile } from '@cle/contracts/faculty-schemas';
import { Button } from '@cle/ui/button';
import { SkeletonBlock } from '@cle/ui/skeleton';
import { useFollowToggle } from '../api/use-follow-toggle';

/** S2-FACULTY-04/09/10: Follow / Following; a placeholder while whether the member follows is unknown. */
export function FollowButton({ faculty }: { faculty: FacultyProfile['faculty'] }) {
  const { loading, following, busy, toggle } = useFollowToggle(faculty);
  if (loading) return <SkeletonBlock width={120} height={40} aria-hidden="true" />;
  return (
    <Button
      type="button"
      variant={following ? 'secondary' : 'primary'}
      aria-pressed={following}
      disabled={busy}
      onClick={() => void toggle()}
    >
      {following ? 'Following' : 'Follow'}
    </Button>
  );
}
