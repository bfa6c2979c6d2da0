// The Episodes list's season and sort dropdowns; a change starts the list again from page 1.
import { useId } from 'react';
import type { PodcastSeason } from '@cle/contracts/podcast-schemas';
import { ALL_SEASONS, ALL_SEASONS_LABEL } from '../podcast-rules';
import type { SortOption } from '../podcast-rules';
import * as styles from './episode-filters.styles';

export function EpisodeFilters({
  seasons,
  season,
  sort,
  sortOptions,
  onChange,
}: {
  seasons: readonly PodcastSeason[];
  season: string;
  sort: string;
  sortOptions: readonly SortOption[];
  onChange: (next: { season?: string; sort?: string }) => void;
}) {
  const seasonId = useId();
  const sortId = useId();
  return (
    <div css={styles.filters}>
      <div css={styles.field}>
        <label htmlFor={seasonId} css={styles.label}>
          Season
        </label>
        <select
          id={seasonId}
          value={season}
          onChange={(e) => onChange({ season: e.target.value })}
          css={styles.select}
        >
          <option value={ALL_SEASONS}>{ALL_SEASONS_LABEL}</option>
          {seasons.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div css={styles.field}>
        <label htmlFor={sortId} css={styles.label}>
          Sort by
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(e) => onChange({ sort: e.target.value })}
          css={styles.select}
        >
          {sortOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.sortTitle}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
