// The site's shared parts (migration 001 site_parts: header, footer, labels, redirects, the component
// fallback) and its banners.
import type { Db } from '../db/db';

/** A site part's data by name, or undefined. */
export async function sitePart<T>(db: Db, name: string): Promise<T | undefined> {
  const [part] = await db.query<{ data: T }>('SELECT data FROM site_parts WHERE name = $1', [name]);
  return part?.data;
}

/** The named site parts (unknown names are left out). */
export async function siteParts(db: Db, names: string[]): Promise<{ name: string; data: unknown }[]> {
  return db.query<{ name: string; data: unknown }>('SELECT name, data FROM site_parts WHERE name = ANY($1)', [
    names,
  ]);
}

/** The component fallback's wording and layout only (spec 1 §7), or undefined. */
export async function componentFallback<T>(db: Db): Promise<T | undefined> {
  const [part] = await db.query<{ data: T }>(
    `SELECT json_build_object('headingText', data->>'headingText', 'bodyText', data->>'bodyText',
       'buttonText', data->>'buttonText', 'variant', data->>'variant') AS data
     FROM site_parts WHERE name = 'componentFallback'`,
  );
  return part?.data;
}

/** The active banners, in order. */
export async function activeBanners(db: Db): Promise<unknown[]> {
  const rows = await db.query<{ data: unknown }>('SELECT data FROM banners WHERE active ORDER BY sort_order');
  return rows.map((r) => r.data);
}
