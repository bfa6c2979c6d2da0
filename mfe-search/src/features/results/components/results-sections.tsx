// The results page's smaller parts: tabs, quick filters, semantic filters, no-results states,
// recommended searches and marketing modules.
import { Link } from 'react-router-dom';
import type { Facet, FacetGroup, RecommendedSearches } from '@cle/contracts/schemas';
import { TabList } from '@cle/ui/tabs';
import { colors, focusRing } from '@cle/ui/theme';
import { PROGRAM_FORMATS } from '../../../lib/search-link';
import { recommendedSearchUrl } from '../results-rules';
import type { ResultStatus } from '../results-rules';
import { TABS } from '../search-url';
import type { Tab } from '../search-url';
import { formatNumber } from '@cle/ui/intl';
import {
  flushHeadingCss,
  marketingCardAsideCss,
  marketingCardLinkCss,
  noResultsBoxCss,
  noResultsHeadingCss,
  noResultsTextCss,
  quickFiltersBoxCss,
  recommendedSearchLinksHeadingCss,
  recommendedSearchLinksListCss,
  recommendedSearchLinksNavCss,
  searchTabsTabListCss,
  semanticFiltersSectionCss,
} from './results-sections.styles';

const chip = (on: boolean) =>
  ({
    font: 'inherit',
    fontSize: 14,
    padding: '6px 12px',
    borderRadius: 16,
    cursor: 'pointer',
    border: `1px solid ${on ? colors.ink : colors.inkSoft}`,
    background: on ? colors.ink : colors.paper,
    color: on ? colors.paper : colors.ink,
    '&:focus-visible': focusRing,
  }) as const;

/** Content tabs (ARIA tabs: arrow keys move between them, the selected one is in the tab order). */
export function SearchTabs({
  selected,
  group,
  onSelect,
}: {
  selected: Tab;
  group?: FacetGroup;
  onSelect: (tab: Tab) => void;
}) {
  const tabs = TABS.map((tab) => {
    const count = group?.facets.find((f) => f.value === tab)?.count;
    return {
      key: tab,
      label: `${tab}${count !== undefined ? ` (${formatNumber(count)})` : ''}`,
      id: `search-tab-${tab}`,
      // the results section below is the one panel every tab controls
      panelId: 'search-results',
    };
  });
  return (
    <TabList
      aria-label="Content type"
      tabs={tabs}
      selected={selected}
      onSelect={onSelect}
      css={searchTabsTabListCss}
    />
  );
}

/** Quick filters: the program formats as toggle buttons, checked ones first. */
export function QuickFilters({
  group,
  isChecked,
  onToggle,
}: {
  group?: FacetGroup;
  isChecked: (value: string) => boolean;
  onToggle: (value: string) => void;
}) {
  const facets = (group?.facets ?? [])
    .map((f) => ({ ...f, checked: isChecked(f.value) }))
    .filter((f) => (PROGRAM_FORMATS as readonly string[]).includes(f.value) && (f.count > 0 || f.checked))
    .sort((a, b) => Number(b.checked) - Number(a.checked));
  if (!facets.length) return null;
  return (
    <div role="group" aria-label="Quick filters" css={quickFiltersBoxCss}>
      {facets.map((f) => (
        <button
          key={f.value}
          type="button"
          aria-pressed={f.checked}
          onClick={() => onToggle(f.value)}
          css={chip(f.checked)}
        >
          {f.name}
        </button>
      ))}
    </div>
  );
}

/** Semantic filters: what the query named, applied as filters (or offered when switched off). */
export function SemanticFilters({
  facets,
  applied,
  onRemove,
  onDisable,
  onEnable,
}: {
  facets: Facet[];
  applied: boolean;
  onRemove: (f: Facet) => void;
  onDisable: () => void;
  onEnable: () => void;
}) {
  if (!facets.length) return null;
  return (
    <section aria-label="Semantic filters" css={semanticFiltersSectionCss}>
      {applied ? (
        <>
          <span>Filtered by what you searched for:</span>
          {facets.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-label={`Remove filter ${f.name}`}
              onClick={() => onRemove(f)}
              css={chip(true)}
            >
              {f.name} <span aria-hidden="true">×</span>
            </button>
          ))}
          <button
            type="button"
            onClick={onDisable}
            css={{ ...chip(false), border: 0, background: 'none', textDecoration: 'underline' }}
          >
            Search without these filters
          </button>
        </>
      ) : (
        <>
          <span>Your search names {facets.map((f) => f.name).join(', ')}.</span>
          <button type="button" onClick={onEnable} css={chip(false)}>
            Use them as filters
          </button>
        </>
      )}
    </section>
  );
}

export function RecommendedSearchLinks({ list, heading }: { list: RecommendedSearches; heading: string }) {
  if (!list.enable || !list.keywords.length) return null;
  return (
    <nav aria-label="Recommended searches" css={recommendedSearchLinksNavCss}>
      <h3 css={recommendedSearchLinksHeadingCss}>{heading}</h3>
      <ul css={recommendedSearchLinksListCss}>
        {list.keywords.map((k) => (
          <li key={k}>
            <Link
              to={recommendedSearchUrl(k)}
              css={{ ...chip(false), display: 'inline-block', textDecoration: 'none' }}
            >
              {k}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function NoResults({
  status,
  list,
  onClearFilters,
}: {
  status: Exclude<ResultStatus, 'has-results'>;
  list: RecommendedSearches;
  onClearFilters: () => void;
}) {
  const fromFilters = status === 'no-results-from-filters';
  return (
    <div data-status={status} css={noResultsBoxCss}>
      <h2 css={noResultsHeadingCss}>{list.noResultsTitle}</h2>
      <p css={noResultsTextCss}>
        {fromFilters ? list.noResultsSubheadTooManyFilters : list.noResultsSubhead}
      </p>
      {fromFilters ? (
        <button type="button" onClick={onClearFilters} css={chip(true)}>
          Clear all filters
        </button>
      ) : null}
      <RecommendedSearchLinks list={list} heading="Popular searches" />
    </div>
  );
}

export interface MarketingModule {
  heading: string;
  body: string;
  link?: { href: string; text: string };
}

export function MarketingCard({ module }: { module: MarketingModule }) {
  return (
    <aside aria-label={module.heading} css={marketingCardAsideCss}>
      <h3 css={flushHeadingCss}>{module.heading}</h3>
      <p>{module.body}</p>
      {module.link ? (
        <a href={module.link.href} css={marketingCardLinkCss}>
          {module.link.text}
        </a>
      ) : null}
    </aside>
  );
}
