// Spec 3 §3 entity texts the catalogue generator does not write, as the CMS's editors set them: the
// venue address of in-person programs, the additional information blocks of live and on-demand
// programs, an on-demand program's custom duration and a publication's priority code (merged into the
// product's data); and one free live webcast of the program whose in-person seats are gone
// (WAITLISTED_PROGRAM_CODE), so a visitor on the full seminar's page can change to a way to attend that
// is open. Rewritten with the catalogue; no random stream (every value is derived), so no existing
// generator's codes, titles, people or prices move.
import type { Db } from '../db/db';
import type { ProductRow } from '../db/rows';
import { ITEM_CLASS_BY_FORMAT, WAITLISTED_PROGRAM_CODE } from './generate-product-details';

/** The free webcast offered beside the full seminar (S3-PANEL-17 change journey). */
export const FREE_SIBLING_CODE = `${WAITLISTED_PROGRAM_CODE}W`;

/** Street and city lines of the seeded venues, by the city their location ends with. */
const VENUE_ADDRESS: Record<string, [string, string]> = {
  'New York': ['1177 Avenue of the Americas', 'New York, NY 10036'],
  'San Francisco': ['685 Market Street', 'San Francisco, CA 94105'],
  Chicago: ['76 East Monroe Street', 'Chicago, IL 60603'],
  'Washington, DC': ['1300 Pennsylvania Ave NW', 'Washington, DC 20004'],
  Atlanta: ['800 Spring Street NW', 'Atlanta, GA 30308'],
  Boston: ['110 Huntington Avenue', 'Boston, MA 02116'],
};

const LIVE_INFO = {
  additionalInfo1Header: 'Continuing legal education credit',
  additionalInfo1:
    'Credit is reported for attendees who sign in for every segment; certificates are in My Library after the program.',
  additionalInfo2Header: 'Accessibility',
  additionalInfo2:
    'Live captions are offered on the webcast. Tell customer service about any other accommodation you need.',
  additionalInfo3Header: 'Cancellations',
  additionalInfo3:
    'Registrations can be changed or canceled online until 48 hours before the program starts.',
};
const ON_DEMAND_INFO = {
  additionalInfo1Header: 'System requirements',
  additionalInfo1: 'A current browser and speakers or headphones; no plug-in is needed.',
};

function durationText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.round((seconds % 3600) / 60);
  const hours = h ? `${h} ${h === 1 ? 'hour' : 'hours'}` : '';
  const minutes = m ? `${m} minutes` : '';
  return `Approx. ${[hours, minutes].filter(Boolean).join(' ')}`;
}

/** The data each product gains (by code). */
function entityData(products: readonly ProductRow[]): Map<string, Record<string, unknown>> {
  const out = new Map<string, Record<string, unknown>>();
  const runTime = new Map<string, number>();
  for (const s of products)
    if (s.parent_code)
      runTime.set(s.parent_code, (runTime.get(s.parent_code) ?? 0) + (s.run_time_seconds ?? 0));
  for (const p of products) {
    if (p.parent_code) continue;
    if (p.searchable_type === 'liveprogram') {
      const city = Object.keys(VENUE_ADDRESS).find((c) => p.location?.endsWith(`, ${c}`));
      const address = p.data.formatKey === 'liveInPerson' && city ? VENUE_ADDRESS[city]! : null;
      out.set(p.code, {
        ...LIVE_INFO,
        ...(address ? { address1: address[0], address2: address[1] } : {}),
      });
    } else if (p.searchable_type === 'ondemandprogram') {
      const seconds = runTime.get(p.code) ?? p.run_time_seconds ?? 0;
      out.set(p.code, { ...ON_DEMAND_INFO, ...(seconds ? { customDuration: durationText(seconds) } : {}) });
    } else if (p.searchable_type === 'book') {
      // a marketing priority code per publication year and format
      const year = p.publication_date ? p.publication_date.slice(2, 4) : '00';
      const format = String(p.data.bookFormat ?? 'digital')
        .slice(0, 3)
        .toUpperCase();
      out.set(p.code, { priorityCode: `PUB${year}${format}` });
    }
  }
  return out;
}

/** The free webcast of the full seminar: same program, dates and faculty; online, free, open. */
function freeSibling(products: readonly ProductRow[]): ProductRow | null {
  const full = products.find((p) => p.code === WAITLISTED_PROGRAM_CODE);
  if (!full) return null;
  return {
    ...full,
    code: FREE_SIBLING_CODE,
    pk: `prg-${FREE_SIBLING_CODE}`,
    url: `${full.url}-webcast`,
    content_type: 'LiveWebcastVariation',
    format: 'Live Webcast',
    location: 'Online',
    price: 0,
    data: { ...full.data, formatKey: 'liveWebcast', retail: false, ...LIVE_INFO },
  };
}

export async function seedProductEntities(
  tx: Db,
  products: readonly ProductRow[],
  refresh: boolean,
): Promise<void> {
  const [present] = await tx.query('SELECT 1 FROM products WHERE code = $1', [FREE_SIBLING_CODE]);
  if (!refresh && present) return;
  const data = entityData(products);
  await tx.query(
    'UPDATE products p SET data = p.data || e.value FROM jsonb_each($1::jsonb) e WHERE p.code = e.key',
    [JSON.stringify(Object.fromEntries(data))],
  );
  const sibling = freeSibling(products);
  if (!sibling || present) return;
  await tx.query(
    `INSERT INTO products (code, pk, title, url, searchable_type, content_type, format, description,
       practice_area_ids, industry_ids, audience_ids, faculty_ids, price, event_start, event_end, time_zone,
       location, publication_date, parent_code, segment_number, run_time_seconds, series_code, season_code,
       episode_number, image_url, is_stock_item, data, search_doc)
     SELECT $1, $2, title, $3, searchable_type, $4, $5, description, practice_area_ids, industry_ids,
       audience_ids, faculty_ids, 0, event_start, event_end, time_zone, $6, publication_date, parent_code,
       segment_number, run_time_seconds, series_code, season_code, episode_number, image_url, is_stock_item,
       $7::jsonb, search_doc
     FROM products WHERE code = $8`,
    [
      sibling.code,
      sibling.pk,
      sibling.url,
      sibling.content_type,
      sibling.format,
      sibling.location,
      JSON.stringify(sibling.data),
      WAITLISTED_PROGRAM_CODE,
    ],
  );
  await tx.query(
    `INSERT INTO product_credits SELECT $1, region_sk, credit_type_sk, amount, status FROM product_credits WHERE product_code = $2`,
    [sibling.code, WAITLISTED_PROGRAM_CODE],
  );
  await tx.query(
    'INSERT INTO product_details (product_code, item_class_id, seat_limit) VALUES ($1, $2, NULL)',
    [sibling.code, ITEM_CLASS_BY_FORMAT.liveWebcast],
  );
}
