// Operational search result page (spec 1 §2): a results page whose facet group and facet operation
// come from the page settings; the group's values come from the URL, separated by semicolons; for a
// credit-type facet the jurisdictions are read from the URL as well. Pure: no React.
import type { SearchRequestBody } from '../../lib/search-api';
import { FACET_PARAMS, PARAMS } from '../../lib/search-link';
import type { FacetParam } from '../../lib/search-link';
import { DEFAULT_SORT, SEARCH_PAGE_SIZE } from './search-url';

const OPERATIONAL_SEPARATOR = ';';
/** The URL parameter a page reads when its group has no parameter of its own in the URL. */
const OPERATIONAL_VALUES_PARAM = 'values';

type FacetOperation = 'or' | 'and';

export interface OperationalSettings {
  facetGroup: FacetParam;
  facetOperation: FacetOperation;
  /** the page's preset values (CMS facetValues), applied when the URL names none */
  presetValues?: string[];
}

/** The preset, as a list or a semicolon-separated string; anything else is no preset. */
function presetOf(raw: unknown): string[] | undefined {
  const list = Array.isArray(raw)
    ? raw.filter((v): v is string => typeof v === 'string')
    : typeof raw === 'string'
      ? raw.split(OPERATIONAL_SEPARATOR)
      : [];
  const values = list.map((v) => v.trim()).filter(Boolean);
  return values.length ? values : undefined;
}

/**
 * Page settings (CMS properties facetGroup, facetOperation, facetValues); unknown values fall back to
 * safe defaults.
 */
export function operationalSettings(properties: Record<string, unknown> | undefined): OperationalSettings {
  const group = properties?.facetGroup;
  const op = String(properties?.facetOperation ?? '').toLowerCase();
  return {
    facetGroup: (FACET_PARAMS as readonly unknown[]).includes(group) ? (group as FacetParam) : 'creditType',
    facetOperation: op === 'and' ? 'and' : 'or',
    presetValues: presetOf(properties?.facetValues),
  };
}

const split = (raw: string | null) =>
  (raw ?? '')
    .split(OPERATIONAL_SEPARATOR)
    .map((v) => v.trim())
    .filter(Boolean);

export interface OperationalQuery {
  values: string[];
  jurisdictions: string[];
  page: number;
  sort: string;
}

export function parseOperationalParams(
  settings: OperationalSettings,
  params: URLSearchParams,
): OperationalQuery {
  const page = Number(params.get(PARAMS.page));
  const fromUrl = split(params.get(settings.facetGroup) ?? params.get(OPERATIONAL_VALUES_PARAM));
  return {
    // a page of ethics programs lists ethics programs, not the whole catalogue, when the URL is bare
    values: fromUrl.length ? fromUrl : (settings.presetValues ?? []),
    jurisdictions: settings.facetGroup === 'creditType' ? split(params.get('jurisdictions')) : [],
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: params.get(PARAMS.sort) || DEFAULT_SORT,
  };
}

export function operationalRequest(settings: OperationalSettings, q: OperationalQuery): SearchRequestBody {
  const facetGroups: SearchRequestBody['facetGroups'] = [];
  if (q.values.length)
    facetGroups.push({ id: settings.facetGroup, values: q.values, operation: settings.facetOperation });
  if (q.jurisdictions.length) facetGroups.push({ id: 'jurisdictions', values: q.jurisdictions });
  return {
    query: '',
    currentPage: 1,
    pageSize: SEARCH_PAGE_SIZE * q.page,
    sort: q.sort,
    facetGroups,
    filterGroupsToReturn: [settings.facetGroup, 'jurisdictions'],
    explain: false,
    returnMarketingModules: false,
  };
}
