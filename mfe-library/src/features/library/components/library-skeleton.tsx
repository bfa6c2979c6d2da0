import { SkeletonBlock } from '@cle/ui/skeleton';
import * as styles from './library-skeleton.styles';

/** Row placeholders with the rows' height, so the list does not jump when items arrive. */
export function LibrarySkeleton({
  rows = 3,
  label = 'Loading your library',
}: {
  rows?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} data-testid="library-skeleton" css={styles.row}>
          <SkeletonBlock width="25%" height={13} />
          <SkeletonBlock width="70%" height={24} />
          <SkeletonBlock height={14} />
          <SkeletonBlock width="55%" height={14} />
          <SkeletonBlock width={320} height={40} />
        </div>
      ))}
    </div>
  );
}
