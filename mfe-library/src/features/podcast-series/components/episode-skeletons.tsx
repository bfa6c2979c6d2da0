// Spec 1 §9: placeholder rows with an episode row's shape while episodes load.
import { SkeletonBlock } from '@cle/ui/skeleton';
import { PODCAST_SKELETON_ROWS } from '../podcast-rules';
import * as styles from './episode-skeletons.styles';

export function EpisodeSkeletons({ rows = PODCAST_SKELETON_ROWS }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading episodes">
      <ul css={styles.list}>
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} data-testid="episode-skeleton" css={styles.row}>
            <SkeletonBlock width="70%" height={22} />
            <SkeletonBlock width="35%" height={14} />
            <SkeletonBlock height={14} />
            <SkeletonBlock width={150} height={36} />
          </li>
        ))}
      </ul>
    </div>
  );
}
