// The Episodes list: season and sort dropdowns, 20 per page, load more merges pages, 5 skeleton rows.
import { useId } from 'react';
import { Button } from '@cle/ui/button';
import { InlineError } from '@cle/ui/inline-error';
import type { PodcastSeason } from '@cle/contracts/podcast-schemas';
import { useEpisodePages } from '../api/use-episode-pages';
import { useFocusNewEpisode } from '../hooks/use-focus-new-episode';
import { EpisodeFilters } from './episode-filters';
import * as styles from './episode-list.styles';
import { EpisodeRow } from './episode-row';
import { EpisodeSkeletons } from './episode-skeletons';

const EPISODES_HEADING = 'Episodes';
const EPISODES_ERROR = 'Episodes could not be loaded.';
const NO_EPISODES = 'No episodes in this season yet.';
const LOAD_MORE_LABEL = 'Load more episodes';

export function EpisodeList({ code, seasons }: { code: string; seasons: readonly PodcastSeason[] }) {
  const pages = useEpisodePages(code);
  const { current, merged } = pages;
  const headingId = useId();
  const { listRef, focusFrom } = useFocusNewEpisode(current.data);
  const loadMore = () => focusFrom(pages.loadMore() ? merged.items.length : null);

  return (
    <section aria-labelledby={headingId} aria-busy={current.isLoading}>
      <div css={styles.header}>
        <h2 id={headingId} css={styles.heading}>
          {EPISODES_HEADING}
        </h2>
        <EpisodeFilters
          seasons={seasons}
          season={pages.season}
          sort={pages.sort}
          sortOptions={pages.options}
          onChange={pages.restart}
        />
      </div>

      <p aria-live="polite" css={styles.count}>
        {merged.loadedPages > 0 && merged.items.length > 0
          ? `Showing ${merged.items.length} ${merged.items.length === 1 ? 'episode' : 'episodes'}`
          : ''}
      </p>

      {pages.firstPageLoading ? <EpisodeSkeletons /> : null}

      {merged.items.length ? (
        <ol ref={listRef} aria-labelledby={headingId} css={styles.list}>
          {merged.items.map((episode) => (
            <li key={episode.code}>
              <EpisodeRow episode={episode} seasons={seasons} />
            </li>
          ))}
        </ol>
      ) : null}

      {current.data && merged.items.length === 0 ? <p css={styles.empty}>{NO_EPISODES}</p> : null}

      {pages.nextPageLoading ? <EpisodeSkeletons /> : null}

      {current.error ? (
        <InlineError message={EPISODES_ERROR} onRetry={() => void current.mutate()} css={styles.error} />
      ) : null}

      {current.data && merged.hasMore ? (
        <div css={styles.loadMore}>
          <Button type="button" variant="secondary" onClick={loadMore}>
            {LOAD_MORE_LABEL}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
