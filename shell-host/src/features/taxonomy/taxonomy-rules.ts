// Spec 1 §2 taxonomy pages: rows of 4 x 1 on extra-small screens, 3 x 2 on small to medium, 3 x 3 on
// large; maps link to the content system's subject-, industry- and audience-map by id.
export type TaxonomyKind = 'subject' | 'industry' | 'audience';

export const TAXONOMY_KIND_BY_TYPE: Record<string, TaxonomyKind> = {
  SubjectNode: 'subject',
  PracticeAreaPage: 'subject',
  IndustryNode: 'industry',
  IntendedAudienceNode: 'audience',
};

export interface GridShape {
  rows: number;
  columns: number;
}

export const TAXONOMY_GRID = {
  xs: { rows: 4, columns: 1 },
  smToMd: { rows: 3, columns: 2 },
  lg: { rows: 3, columns: 3 },
} as const satisfies Record<string, GridShape>;

/** The content system that holds the taxonomy maps. */
const CMS_ORIGIN = 'https://cms.pli.edu';

export function taxonomyMapUrl(kind: TaxonomyKind, id: number): string {
  return `${CMS_ORIGIN}/${kind === 'subject' ? 'subject' : kind}-map/${id}`;
}

/** The search a taxonomy page presets: practice areas are a search filter (name|id); others a query. */
export function taxonomySearchUrl(kind: TaxonomyKind, entry: { id: number; name: string }): string {
  const params = new URLSearchParams({ query: kind === 'subject' ? '' : entry.name });
  if (kind === 'subject') params.set('practiceArea', `${entry.name}|${entry.id}`);
  return `/search?${params.toString()}`;
}
