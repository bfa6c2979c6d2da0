// Spec 3 §3 entity fields of GET /product/{code} (S3-DATA-01/03/05/13/14) and the panel's on-demand and
// publication variants with the caller's own state (S3-DATA-08/09, GET /product/{code}/variants). The
// editor-set texts (venue address, additional information, custom duration, priority code) are in the
// product's data (seed-product-entities.ts); the rest comes from the catalogue, library and progress.
import { LIVE_WINDOW_AFTER_MS } from '@cle/contracts/live-status';
import type { Db } from '../db/db';
import type { ProductRecord as ProductRow } from '../db/rows';
import { itemMaterials } from '../library/library-materials';
import { productDetails } from './product-details';
import { editionsOf } from './product-store';
import { playerUrl } from '../registrations/player-url';
import { mediaStreamOf } from '../media/media-streams';
import { mediaKindOf } from '../media/media-library';

const DAY_MS = 86_400_000;
const toIso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const PLAYABLE = ['ondemandprogram', 'ondemandsegment'];
const isFree = (p: ProductRow) => Number(p.price) === 0 || p.data.retail === false;
const summary = (p: ProductRow) => ({ code: p.code, displayName: p.title, url: p.url });
const LIVE_TYPE: Record<string, string> = {
  liveInPerson: 'in-person',
  liveWebcast: 'online',
  liveGroupcast: 'groupcast',
};

/**
 * A live program's sittings: one a day from its start to its end, each at the first day's hours
 * (a program within one day is one sitting). Nothing for products without dates.
 */
function liveSchedule(
  start: Date | string | null,
  end: Date | string | null,
): { start: string; end: string }[] {
  if (!start) return [];
  const from = new Date(start).getTime();
  const to = end ? new Date(end).getTime() : from;
  const days = Math.max(1, Math.floor((to - from) / DAY_MS) + 1);
  const firstEnd = to - (days - 1) * DAY_MS;
  return Array.from({ length: days }, (_, d) => ({
    start: new Date(from + d * DAY_MS).toISOString(),
    end: new Date(firstEnd + d * DAY_MS).toISOString(),
  }));
}

/** S3-DATA-01, S3-DATA-03, S3-DATA-05: the variation's author, schedule, segments, media and texts. */
export async function variationEntityFields(db: Db, p: ProductRow, segments: readonly ProductRow[]) {
  const [{ author } = { author: null }] = await db.query<{ author: string | null }>(
    `SELECT string_agg(display_name, ', ' ORDER BY last_name, first_name) AS author
     FROM faculty WHERE id = ANY($1::int[])`,
    [p.faculty_ids],
  );
  const live = p.searchable_type === 'liveprogram';
  const playable = PLAYABLE.includes(p.searchable_type);
  const online = p.data.formatKey !== 'liveInPerson';
  const own = segments.filter((s) => s.parent_code === p.code);
  return {
    author,
    liveSchedule: live ? liveSchedule(p.event_start, p.event_end) : [],
    segments: own.map((s) => ({
      code: s.code,
      displayName: s.title,
      url: s.url,
      segmentNumber: s.segment_number,
      runTimeSeconds: s.run_time_seconds,
    })),
    customDuration: text(p.data.customDuration),
    // the downloads the API serves (decision 057): MP4 for video items, and the MP3; unsigned names,
    // they download only with a launch's grant
    downloadVariants: playable
      ? mediaStreamOf(p.code, mediaKindOf(p.data)).downloads.map((d) => ({
          code: p.code,
          mediaType: d.format === 'mp4' ? ('video' as const) : ('audio' as const),
          label: d.format === 'mp4' ? 'Video' : 'Audio',
          url: d.url,
        }))
      : [],
    // the player page on the site's own origin; in-person programs have nothing to launch
    launchUrl: playable || (live && online) ? playerUrl('', p.code) : null,
    address1: text(p.data.address1),
    address2: text(p.data.address2),
    additionalInfo1: text(p.data.additionalInfo1),
    additionalInfo1Header: text(p.data.additionalInfo1Header),
    additionalInfo2: text(p.data.additionalInfo2),
    additionalInfo2Header: text(p.data.additionalInfo2Header),
    additionalInfo3: text(p.data.additionalInfo3),
    additionalInfo3Header: text(p.data.additionalInfo3Header),
  };
}

/** The caller is a PLI PLUS subscriber (the API's membership record; anonymous: no). */
export async function isPlusSubscriber(db: Db, sub: string | null): Promise<boolean> {
  if (!sub) return false;
  const [u] = await db.query<{ membership: string }>('SELECT membership FROM users WHERE sub = $1', [sub]);
  return u?.membership === 'PM';
}

/** S3-DATA-13, S3-DATA-14: the relations' product, variants and, for programs, the program relations. */
export async function catalogRelationEntityFields(
  db: Db,
  p: ProductRow,
  master: ProductRow,
  segments: readonly ProductRow[],
  programVariants: readonly VariantFields[],
  sub: string | null,
) {
  const isProgram = ['liveprogram', 'ondemandprogram'].includes(master.searchable_type);
  const variations = programVariants.map(({ code, displayName, url }) => ({ code, displayName, url }));
  // programs: their ways to take it; a publication: its editions (print and digital, issue 39)
  const offered = isProgram
    ? programVariants.map(variantSummary)
    : p.searchable_type === 'book'
      ? (await editionsOf(db, p)).map(rowSummary)
      : [rowSummary(p)];
  return {
    variants: offered,
    product: summary(master),
    isPlusSubscriber: await isPlusSubscriber(db, sub),
    programProduct: isProgram ? summary(master) : null,
    variations: isProgram ? variations : [],
    segmentSet:
      isProgram && segments.length
        ? {
            code: master.code,
            segmentCount: segments.length,
            totalRunTimeSeconds: segments.reduce((n, s) => n + (s.run_time_seconds ?? 0), 0),
          }
        : null,
  };
}

/** What the panel needs of a variant it offers (VariantSummarySchema). */
interface VariantFields {
  code: string;
  pk: string;
  displayName: string;
  url: string;
  price: number;
  bookFormat: unknown;
  isStockItem: boolean;
}
const variantSummary = ({ code, pk, displayName, url, price, bookFormat, isStockItem }: VariantFields) => ({
  code,
  pk,
  displayName,
  url,
  price,
  bookFormat: text(bookFormat),
  isStockItem,
});
const rowSummary = (r: ProductRow) =>
  variantSummary({
    code: r.code,
    pk: r.pk,
    displayName: r.title,
    url: r.url,
    price: Number(r.price),
    bookFormat: r.data.bookFormat,
    isStockItem: r.is_stock_item,
  });

interface Owned {
  item_pk: string;
  source: string;
  access_expires_at: Date | null;
}

async function ownership(db: Db, sub: string | null, pks: string[]): Promise<Map<string, Owned>> {
  if (!sub || !pks.length) return new Map();
  const rows = await db.query<Owned>(
    `SELECT item_pk, source, access_expires_at FROM library_entries
     WHERE user_sub = $1 AND item_pk = ANY($2) AND source IN ('purchased', 'registered')`,
    [sub, pks],
  );
  return new Map(rows.map((r) => [r.item_pk, r]));
}

async function progressOf(db: Db, sub: string | null, pks: string[]): Promise<Map<string, number>> {
  if (!sub || !pks.length) return new Map();
  const rows = await db.query<{ item_pk: string; pct: string }>(
    'SELECT item_pk, playback_progress_pct AS pct FROM library_progress WHERE user_sub = $1 AND item_pk = ANY($2)',
    [sub, pks],
  );
  return new Map(rows.map((r) => [r.item_pk, Number(r.pct)]));
}

/**
 * GET /product/{code}/variants: the on-demand variants a program page offers (a segment: itself) and
 * a publication's variants, with what the caller owns of each, its access expiry and progress.
 */
export async function productVariants(db: Db, p: ProductRow, sub: string | null, now = Date.now()) {
  const master = p.parent_code
    ? ((await db.query<ProductRow>('SELECT * FROM products WHERE code = $1', [p.parent_code]))[0] ?? p)
    : p;
  const onDemandRows =
    p.searchable_type === 'ondemandsegment'
      ? [p]
      : ['liveprogram', 'ondemandprogram'].includes(p.searchable_type)
        ? await db.query<ProductRow>(
            `SELECT * FROM products WHERE title = $1 AND parent_code IS NULL AND searchable_type = 'ondemandprogram'
             ORDER BY publication_date, code`,
            [p.title],
          )
        : [];
  const publicationRows = p.searchable_type === 'book' ? [p] : [];
  const pks = [...onDemandRows, ...publicationRows, master].map((r) => r.pk);
  const owned = await ownership(db, sub, pks);
  const progress = await progressOf(db, sub, pks);
  const itemClasses = new Map(
    (
      await db.query<{ product_code: string; item_class_id: number | null }>(
        'SELECT product_code, item_class_id FROM product_details WHERE product_code = ANY($1)',
        [onDemandRows.map((r) => r.code)],
      )
    ).map((r) => [r.product_code, r.item_class_id]),
  );
  const expired = (o: Owned | undefined) =>
    Boolean(o?.access_expires_at && new Date(o.access_expires_at).getTime() < now);

  const onDemandVariants = [];
  for (const r of onDemandRows) {
    const own = owned.get(r.pk) ?? (r.parent_code ? owned.get(master.pk) : undefined);
    const purchased = Boolean(own) && !expired(own);
    const materials = (await itemMaterials(db, sub ?? '', r.pk)).materials;
    onDemandVariants.push({
      code: r.code,
      location: r.location,
      publicationDate: toIso(r.publication_date),
      displayName: r.title,
      itemClass: itemClasses.get(r.code) ?? null,
      prices: { price: Number(r.price), originalPrice: Number(r.price) },
      retail: r.data.retail !== false,
      isExpired: expired(own),
      purchased,
      hasMaterials: materials.length > 0,
      materials: materials.map((m) => ({ title: m.title, url: m.url })),
      transcriptUrl: mediaStreamOf(r.code, mediaKindOf(r.data)).captionsUrl,
      thumbnail: r.image_url,
      duration: r.run_time_seconds,
      progress: progress.get(r.pk) ?? 0,
      launchUrl: purchased || isFree(r) ? playerUrl('', r.code) : null,
    });
  }
  const publicationVariants = publicationRows.map((r) => {
    const own = owned.get(r.pk);
    const format = text(r.data.bookFormat) ?? 'digital-program';
    const digital = format.startsWith('digital');
    const purchased = Boolean(own) && !expired(own);
    return {
      code: r.code,
      publicationDate: toIso(r.publication_date),
      displayName: r.title,
      price: Number(r.price),
      originalPrice: Number(r.price),
      purchased,
      format,
      // looseleaf binders are kept up to date by supplements
      hasUpkeep: format === 'binder',
      readOnPlusUrl: digital ? `/plus-content/${encodeURIComponent(r.code)}` : null,
      contentLinkUrl: r.url,
      isStsRenewalPermitted: format === 'sts' && purchased,
      purchasedStsExpirationDate: format === 'sts' && own ? toIso(own.access_expires_at) : null,
      priorityCode: text(r.data.priorityCode),
    };
  });
  const liveVariants = await liveVariantsOf(db, p, sub, now);
  return { code: p.code, liveVariants, onDemandVariants, publicationVariants };
}

/**
 * S3-DATA-07: a live program's ways to attend (the live programs of its title), each with its price,
 * seats (waitlist) and the caller's registration, so the panel shows what the chosen one costs and
 * allows. Nothing for other products.
 */
async function liveVariantsOf(db: Db, p: ProductRow, sub: string | null, now: number) {
  if (p.searchable_type !== 'liveprogram') return [];
  const rows = await db.query<ProductRow>(
    `SELECT * FROM products WHERE title = $1 AND parent_code IS NULL AND searchable_type = 'liveprogram'
     ORDER BY event_start, code`,
    [p.title],
  );
  const details = await productDetails(
    db,
    rows.map((r) => r.code),
  );
  const registered = new Set(
    sub
      ? (
          await db.query<{ item_pk: string }>(
            `SELECT item_pk FROM registrations WHERE user_sub = $1 AND canceled_at IS NULL AND item_pk = ANY($2)`,
            [sub, rows.map((r) => r.pk)],
          )
        ).map((r) => r.item_pk)
      : [],
  );
  return rows.map((r) => {
    const type = LIVE_TYPE[text(r.data.formatKey) ?? ''] ?? null;
    const end = r.event_end ?? r.event_start;
    return {
      code: r.code,
      displayName: r.title,
      location: r.location,
      eventStartDate: toIso(r.event_start),
      eventEndDate: toIso(r.event_end),
      timeZoneIdentifier: r.time_zone,
      type,
      itemClass: details(r.code).itemClassId,
      price: Number(r.price),
      originalPrice: Number(r.price),
      retail: r.data.retail !== false,
      isExpired: end ? new Date(end).getTime() + LIVE_WINDOW_AFTER_MS < now : false,
      registered: registered.has(r.pk),
      waitlist: details(r.code).waitlist,
      address1: text(r.data.address1),
      address2: text(r.data.address2),
      launchUrl: type && type !== 'in-person' ? playerUrl('', r.code) : null,
    };
  });
}
