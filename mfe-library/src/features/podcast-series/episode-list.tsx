// The Episodes list: season and sort dropdowns, 20 per page, load more merges pages, 5 skeleton rows.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@cle/ui/button';
import { InlineError } from '@cle/ui/inline-error';
import { SkeletonBlock } from '@cle/ui/skeleton';
import { colors, mq, selectCss } from '@cle/ui/theme';
import { EpisodeRow } from './episode-row';
import type { EpisodesPage, PodcastSeason } from '@cle/contracts/podcast-schemas';
import {
  ALL_SEASONS,
  ALL_SEASONS_LABEL,
  DEFAULT_EPISODE_SORT,
  mergeEpisodePages,
  PODCAST_SKELETON_ROWS,
  sortOptions,
} from './podcast-rules';
import { useEpisodesPage } from './use-podcast';

const EPISODES_HEADING = 'Episodes';
const EPISODES_ERROR = 'Episodes could not be loaded.';
const NO_EPISODES = 'No episodes in this season yet.';
const LOAD_MORE_LABEL = 'Load more episodes';

export function EpisodeSkeletons({ rows = PODCAST_SKELETON_ROWS }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading episodes">
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {Array.from({ length: rows }, (_, i) => (
          <li
            key={i}
            data-testid="episode-skeleton"
            css={{ borderBottom: `1px solid ${colors.line}`, padding: '20px 0', display: 'grid', gap: 10 }}
          >
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

const seasonSortCss = { ...selectCss, minWidth: 160 } as const;

export function EpisodeList({ code, seasons }: { code: string; seasons: readonly PodcastSeason[] }) {
  const [season, setSeason] = useState(ALL_SEASONS);
  const [sort, setSort] = useState(DEFAULT_EPISODE_SORT);
  const [pageNumber, setPageNumber] = useState(1);
  // Pages 1..pageNumber-1, kept when "load more" asks for the next one.
  const [earlier, setEarlier] = useState<EpisodesPage[]>([]);
  const current = useEpisodesPage(code, season, sort, pageNumber);
  const merged = mergeEpisodePages([...earlier, current.data]);
  const options = sortOptions(current.data?.sortResults ?? earlier[0]?.sortResults);
  const headingId = useId();
  const seasonId = useId();
  const sortId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // After load more, move focus to the first new episode so keyboard users continue from there.
  useEffect(() => {
    if (focusFrom.current === null || !current.data) return;
    const link = listRef.current?.children[focusFrom.current]?.querySelector('a');
    focusFrom.current = null;
    link?.focus();
  }, [current.data]);

  const restart = (next: { season?: string; sort?: string }) => {
    if (next.season !== undefined) setSeason(next.season);
    if (next.sort !== undefined) setSort(next.sort);
    setEarlier([]);
    setPageNumber(1);
  };

  const loadMore = () => {
    const page = current.data;
    if (!page) return;
    focusFrom.current = merged.items.length;
    setEarlier((pages) => [...pages, page]);
    setPageNumber((n) => n + 1);
  };

  const firstPageLoading = pageNumber === 1 && !current.data && !current.error;
  const nextPageLoading = pageNumber > 1 && !current.data && !current.error;

  return (
    <section aria-labelledby={headingId} aria-busy={current.isLoading}>
      <div
        css={{
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
          marginBottom: 8,
          [mq.sm]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
        }}
      >
        <h2 id={headingId} css={{ fontSize: 26, margin: 0 }}>
          {EPISODES_HEADING}
        </h2>
        <div css={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <div css={{ display: 'grid', gap: 4 }}>
            <label htmlFor={seasonId} css={{ fontSize: 14, fontWeight: 600 }}>
              Season
            </label>
            <select
              id={seasonId}
              value={season}
              onChange={(e) => restart({ season: e.target.value })}
              css={seasonSortCss}
            >
              <option value={ALL_SEASONS}>{ALL_SEASONS_LABEL}</option>
              {seasons.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <div css={{ display: 'grid', gap: 4 }}>
            <label htmlFor={sortId} css={{ fontSize: 14, fontWeight: 600 }}>
              Sort by
            </label>
            <select
              id={sortId}
              value={sort}
              onChange={(e) => restart({ sort: e.target.value })}
              css={seasonSortCss}
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.sortTitle}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>

      <p aria-live="polite" css={{ margin: '8px 0 0', fontSize: 14, color: colors.inkSoft }}>
        {merged.loadedPages > 0 && merged.items.length > 0
          ? `Showing ${merged.items.length} ${merged.items.length === 1 ? 'episode' : 'episodes'}`
          : ''}
      </p>

      {firstPageLoading ? <EpisodeSkeletons /> : null}

      {merged.items.length ? (
        <ol ref={listRef} aria-labelledby={headingId} css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {merged.items.map((episode) => (
            <li key={episode.code}>
              <EpisodeRow episode={episode} seasons={seasons} />
            </li>
          ))}
        </ol>
      ) : null}

      {current.data && merged.items.length === 0 ? <p css={{ padding: '24px 0' }}>{NO_EPISODES}</p> : null}

      {nextPageLoading ? <EpisodeSkeletons /> : null}

      {current.error ? (
        <InlineError message={EPISODES_ERROR} onRetry={() => void current.mutate()} css={{ marginTop: 16 }} />
      ) : null}

      {current.data && merged.hasMore ? (
        <div css={{ textAlign: 'center', marginTop: 24 }}>
          <Button type="button" variant="secondary" onClick={loadMore}>
            {LOAD_MORE_LABEL}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
