import { useEffect, useId, useState } from 'react';
import type { Facet, FacetGroup } from '@cle/contracts/schemas';
import { colors, visuallyHidden } from '@cle/ui/theme';
import type { FacetParam } from '../../../lib/search-link';
import { formatNumber } from '@cle/ui/intl';
import {
  checkboxGroupButtonCss,
  checkboxGroupCountLabelCss,
  checkboxGroupLabelCss,
  checkboxGroupListCss,
  checkboxGroupNameLabelCss,
  dateRangeFieldsCss,
  dateRangeGroupBoxCss,
  dateRangeGroupButtonCss,
  dateRangeGroupLabelCss,
  facetPanelBoxCss,
  facetPanelHeadingCss,
  facetFieldsetCss,
  facetLegendCss,
  linkButton,
} from './facet-panel.styles';

/** Facets shown before 'Show all'. */
const FACETS_VISIBLE = 8;
const PANEL_GROUPS: readonly string[] = ['jurisdictions', 'creditType', 'practiceArea', 'format'];

function CheckboxGroup({
  group,
  isChecked,
  onToggle,
}: {
  group: FacetGroup;
  isChecked: (value: string) => boolean;
  onToggle: (f: Facet) => void;
}) {
  const [open, setOpen] = useState(group.unfolded ?? false);
  const listId = useId();
  const facets = group.facets
    .map((f) => ({ ...f, checked: isChecked(f.value) }))
    .filter((f) => f.count > 0 || f.checked);
  if (!facets.length) return null;
  // folded: the first few, and every checked one wherever it is in the list
  const shown = open ? facets : facets.filter((f, i) => i < FACETS_VISIBLE || f.checked);
  return (
    <fieldset css={facetFieldsetCss}>
      <legend css={facetLegendCss}>{group.name}</legend>
      <ul id={listId} css={checkboxGroupListCss}>
        {shown.map((f) => (
          <li key={f.value}>
            <label css={checkboxGroupLabelCss}>
              <input
                type="checkbox"
                checked={f.checked}
                disabled={f.disabled && !f.checked}
                onChange={() => onToggle(f)}
              />
              <span css={checkboxGroupNameLabelCss}>{f.name}</span>
              <span css={checkboxGroupCountLabelCss}>
                {formatNumber(f.count)}
                <span css={visuallyHidden}> results</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {(open ? facets.length > FACETS_VISIBLE : facets.length > shown.length) ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
          css={checkboxGroupButtonCss}
        >
          {open ? 'Show less' : (group.showMoreLabel ?? `Show all ${facets.length}`)}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The date-picker group: a from and a to date, written as name|from;to. */
function DateRangeGroup({
  group,
  onChange,
}: {
  group: FacetGroup;
  onChange: (value: string | null) => void;
}) {
  const current = group.facets.find((f) => f.checked)?.value ?? '';
  const [from0 = '', to0 = ''] = (current.split('|').pop() ?? '').split(';');
  const [from, setFrom] = useState(from0);
  const [to, setTo] = useState(to0);
  const input = { font: 'inherit', padding: 6, border: `1px solid ${colors.inkSoft}`, borderRadius: 4 };
  return (
    <fieldset css={facetFieldsetCss}>
      <legend css={facetLegendCss}>{group.name}</legend>
      <div css={dateRangeGroupBoxCss}>
        <label css={dateRangeGroupLabelCss}>
          From
          <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} css={input} />
        </label>
        <label css={dateRangeGroupLabelCss}>
          To
          <input type="date" value={to} onChange={(e) => setTo(e.target.value)} css={input} />
        </label>
        <div css={dateRangeFieldsCss}>
          <button
            type="button"
            disabled={!from && !to}
            onClick={() => onChange(`Dates|${from};${to}`)}
            css={dateRangeGroupButtonCss}
          >
            Apply dates
          </button>
          {current ? (
            <button
              type="button"
              onClick={() => {
                setFrom('');
                setTo('');
                onChange(null);
              }}
              css={linkButton}
            >
              Clear dates
            </button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}

export function FacetPanel({
  groups,
  isChecked,
  onToggle,
  onDateRange,
  onClear,
  hasFilters,
}: {
  groups: FacetGroup[];
  /** checked state from the URL, so a click shows before the new results come */
  isChecked: (group: FacetParam, value: string) => boolean;
  onToggle: (group: FacetParam, value: string) => void;
  onDateRange: (value: string | null) => void;
  onClear: () => void;
  hasFilters: boolean;
}) {
  const dates = groups.find((g) => g.behavior === 'date-picker');
  // a click shows at once: the URL (and then the results) follow in a router transition
  const [pending, setPending] = useState<Record<string, boolean>>({});
  useEffect(() => setPending({}), [groups]);
  const checkedOf = (g: FacetParam, v: string) => pending[`${g}|${v}`] ?? isChecked(g, v);
  const toggle = (g: FacetParam, v: string) => {
    setPending((p) => ({ ...p, [`${g}|${v}`]: !checkedOf(g, v) }));
    onToggle(g, v);
  };
  return (
    <section aria-labelledby="search-filters-heading">
      <div css={facetPanelBoxCss}>
        <h2 id="search-filters-heading" css={facetPanelHeadingCss}>
          Filters
        </h2>
        {hasFilters ? (
          <button type="button" onClick={onClear} css={linkButton}>
            Clear all filters
          </button>
        ) : null}
      </div>
      {groups
        .filter((g) => PANEL_GROUPS.includes(g.groupTypeId) && g.behavior === 'checkbox-or')
        .map((g) => (
          <CheckboxGroup
            key={g.groupTypeId}
            group={g}
            isChecked={(v) => checkedOf(g.groupTypeId as FacetParam, v)}
            onToggle={(f) => toggle(g.groupTypeId as FacetParam, f.value)}
          />
        ))}
      {dates ? (
        <DateRangeGroup key={dates.facets[0]?.value ?? 'none'} group={dates} onChange={onDateRange} />
      ) : null}
    </section>
  );
}
