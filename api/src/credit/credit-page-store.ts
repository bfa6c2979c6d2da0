// The CMS pages that describe a region (jurisdiction pages, credit class pages such as New York
// transitional) and the rule-changes page, as the credit-info routes find them.
import type { Db } from '../db/db';
import type { CmsPageRow } from '../db/rows';

export type RegionPage = Pick<CmsPageRow, 'id' | 'name' | 'friendly_url' | 'parent_id' | 'content_type'> & {
  region_sk: number | null;
};

/** The visible pages of the regions, in the editors' order. */
export async function regionPages(db: Db, regionSks: number[]): Promise<RegionPage[]> {
  return db.query<RegionPage>(
    `SELECT * FROM (
       SELECT id, name, friendly_url, parent_id, content_type, sort_order,
         CASE WHEN jsonb_typeof(properties->'regionSk') = 'number' THEN (properties->>'regionSk')::int END AS region_sk
       FROM cms_pages WHERE visible
     ) p WHERE region_sk = ANY($1::int[]) ORDER BY sort_order, name`,
    [regionSks],
  );
}

/** A page by the last of its content types. */
export type TypedPage = Pick<CmsPageRow, 'name' | 'friendly_url'> & { type: string };

/** The region's visible jurisdiction and credit class pages, and the rule-changes page(s). */
export async function pageMapPages(db: Db, regionSk: number): Promise<TypedPage[]> {
  return db.query<TypedPage>(
    `SELECT name, friendly_url, content_type[cardinality(content_type)] AS type FROM cms_pages
     WHERE visible AND (
       (content_type[cardinality(content_type)] IN ('JurisdictionCreditInfoPage', 'CreditClassPage')
         AND jsonb_typeof(properties->'regionSk') = 'number' AND (properties->>'regionSk')::int = $1)
       OR content_type[cardinality(content_type)] = 'RuleChangesPage')
     ORDER BY sort_order, friendly_url`,
    [regionSk],
  );
}
