// Filter groups, quick filters, sort (spec 1 §2, §4, §9). State lives in the URL; these only render.
import { useId } from 'react';
import { colors, focusRing, selectCss } from '@cle/ui/theme';
import { redLinkButtonCss } from './library-styles';
import { FILTER_GROUPS, orderQuickFilters, QUICK_FILTER_GROUP, SORT_LABELS, SORTS } from '../library-rules';
import type { FilterKey, LibrarySort, LibraryState } from '../library-rules';

type Counts = Record<string, number | undefined>;

const linkButtonCss = { ...redLinkButtonCss, fontSize: 14 } as const;

/** Count per filter value from the summary's filterResultSummary (by group key, then value). */
export function countsFor(
  summary: readonly { key: string; filters: readonly { name: string; count: number }[] }[],
  key: string,
): Counts {
  const group = summary.find((g) => g.key === key);
  return Object.fromEntries((group?.filters ?? []).map((f) => [f.name, f.count]));
}

export function FilterPanel({
  state,
  counts,
  onToggle,
  onClear,
}: {
  state: LibraryState;
  counts: (key: FilterKey) => Counts;
  onToggle: (key: FilterKey, value: string) => void;
  onClear: (key?: FilterKey) => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 16, alignContent: 'start' }}>
      <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <h2 id={headingId} css={{ fontSize: 20, margin: 0 }}>
          Filters
        </h2>
        <button type="button" css={linkButtonCss} onClick={() => onClear()}>
          Clear all
        </button>
      </div>
      {FILTER_GROUPS.map((group) => {
        const selected = state.filters[group.key] ?? [];
        const groupCounts = counts(group.key);
        return (
          <fieldset
            key={group.key}
            css={{ border: 0, borderTop: `1px solid ${colors.line}`, margin: 0, padding: '12px 0 0' }}
          >
            <legend css={{ fontWeight: 700, padding: 0, float: 'left', width: '100%', marginBottom: 8 }}>
              {group.name}
            </legend>
            <div css={{ clear: 'both', display: 'grid', gap: 6 }}>
              {group.values.map((v) => (
                <label
                  key={v.value}
                  css={{ display: 'flex', gap: 8, alignItems: 'center', cursor: 'pointer' }}
                >
                  <input
                    type={group.behavior === 'radio' ? 'radio' : 'checkbox'}
                    name={group.behavior === 'radio' ? `library-${group.key}` : undefined}
                    checked={selected.includes(v.value)}
                    // a radio clicked again clears the group (onClick: radios fire no change when checked)
                    onChange={
                      group.behavior === 'radio' ? () => undefined : () => onToggle(group.key, v.value)
                    }
                    onClick={group.behavior === 'radio' ? () => onToggle(group.key, v.value) : undefined}
                  />
                  <span>{v.label}</span>
                  {groupCounts[v.value] !== undefined ? (
                    <span css={{ color: colors.inkSoft, fontSize: 13 }}>({groupCounts[v.value]})</span>
                  ) : null}
                </label>
              ))}
              {selected.length ? (
                <button
                  type="button"
                  css={{ ...linkButtonCss, justifySelf: 'start' }}
                  onClick={() => onClear(group.key)}
                  aria-label={`Clear ${group.name}`}
                >
                  Clear
                </button>
              ) : null}
            </div>
          </fieldset>
        );
      })}
    </section>
  );
}

export function QuickFilters({
  state,
  onToggle,
}: {
  state: LibraryState;
  onToggle: (key: FilterKey, value: string) => void;
}) {
  const group = FILTER_GROUPS.find((g) => g.key === QUICK_FILTER_GROUP)!;
  const selected = state.filters[group.key] ?? [];
  const chips = orderQuickFilters(group.values.map((v) => ({ ...v, checked: selected.includes(v.value) })));
  return (
    <ul
      aria-label="Quick filters"
      css={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}
    >
      {chips.map((chip) => (
        <li key={chip.value}>
          <button
            type="button"
            aria-pressed={chip.checked}
            onClick={() => onToggle(group.key, chip.value)}
            css={{
              font: 'inherit',
              fontSize: 14,
              padding: '6px 14px',
              borderRadius: 999,
              cursor: 'pointer',
              border: `1px solid ${chip.checked ? colors.red : colors.inkSoft}`,
              background: chip.checked ? colors.red : colors.paper,
              color: chip.checked ? colors.paper : colors.ink,
              '&:focus-visible': focusRing,
            }}
          >
            {chip.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

export function SortSelect({ sort, onSort }: { sort: LibrarySort; onSort: (sort: LibrarySort) => void }) {
  const id = useId();
  return (
    <div css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <label htmlFor={id} css={{ fontWeight: 600, fontSize: 14 }}>
        Sort by
      </label>
      <select id={id} value={sort} onChange={(e) => onSort(e.target.value as LibrarySort)} css={selectCss}>
        {SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
