// The CMS page tree (migration 001 cms_pages) as the content-link and credit-info routes read it.
import type { Db } from '../db/db';
import type { CmsPageRow } from '../db/rows';

/** A page's region, when its properties name one (jurisdiction and credit class pages). */
const REGION_SK_SQL = `CASE WHEN jsonb_typeof(properties->'regionSk') = 'number' THEN (properties->>'regionSk')::int END`;

/** A page as a content link reads it: with the region its properties name. */
export type ContentLinkRow = Pick<CmsPageRow, 'id' | 'name' | 'friendly_url' | 'content_type' | 'visible'> & {
  region_sk: number | null;
};
type PageLink = Pick<CmsPageRow, 'name' | 'friendly_url'>;

export async function pageExists(db: Db, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM cms_pages WHERE id = $1', [id])).length > 0;
}

/** A page's children, hidden ones too, in the editors' order. */
export async function childLinks(db: Db, id: string): Promise<ContentLinkRow[]> {
  return db.query<ContentLinkRow>(
    `SELECT id, name, friendly_url, content_type, visible, ${REGION_SK_SQL} AS region_sk
     FROM cms_pages WHERE parent_id = $1 ORDER BY sort_order, name`,
    [id],
  );
}

/** The page and its ancestors, root first (depth 0 is the page); empty when there is no such page. */
export async function selfAndAncestorLinks(
  db: Db,
  id: string,
): Promise<(ContentLinkRow & { depth: number })[]> {
  return db.query<ContentLinkRow & { depth: number }>(
    `WITH RECURSIVE up(id, name, friendly_url, content_type, visible, region_sk, parent_id, depth) AS (
       SELECT id, name, friendly_url, content_type, visible, ${REGION_SK_SQL}, parent_id, 0 FROM cms_pages WHERE id = $1
       UNION ALL
       SELECT p.id, p.name, p.friendly_url, p.content_type, p.visible,
         CASE WHEN jsonb_typeof(p.properties->'regionSk') = 'number' THEN (p.properties->>'regionSk')::int END,
         p.parent_id, up.depth + 1
       FROM cms_pages p JOIN up ON p.id = up.parent_id WHERE up.depth < 10
     ) SELECT * FROM up ORDER BY depth DESC`,
    [id],
  );
}

/** The home page's link ('/'), or undefined. */
export async function homePage(db: Db): Promise<PageLink | undefined> {
  const [home] = await db.query<PageLink>(
    "SELECT name, friendly_url FROM cms_pages WHERE friendly_url = '/'",
  );
  return home;
}

/** A page and its ancestors below the home page, root first. */
export async function pathTo(db: Db, id: string): Promise<PageLink[]> {
  return db.query<PageLink>(
    `WITH RECURSIVE up(id, name, friendly_url, parent_id, depth) AS (
       SELECT id, name, friendly_url, parent_id, 0 FROM cms_pages WHERE id = $1
       UNION ALL
       SELECT p.id, p.name, p.friendly_url, p.parent_id, up.depth + 1
       FROM cms_pages p JOIN up ON p.id = up.parent_id WHERE up.depth < 10
     ) SELECT name, friendly_url FROM up WHERE friendly_url <> '/' ORDER BY depth DESC`,
    [id],
  );
}

/** A page's visible children, in the editors' order. */
export async function visibleChildren(
  db: Db,
  id: string,
): Promise<Pick<CmsPageRow, 'id' | 'name' | 'friendly_url'>[]> {
  return db.query<Pick<CmsPageRow, 'id' | 'name' | 'friendly_url'>>(
    'SELECT id, name, friendly_url FROM cms_pages WHERE parent_id = $1 AND visible ORDER BY sort_order, name',
    [id],
  );
}
