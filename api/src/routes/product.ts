// Product detail (spec 3 §2.1, §3): a variation with its catalogue relations, and the content-row
// feeds of the home page (spec 3 §2.6, §7).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db';
import type { FacultyRecord as FacultyRow, ProductRecord as ProductRow } from '../db/rows';
import { notFound, parse } from '../lib/http';
import { createTextPdf } from '../lib/text-pdf';
import { productDetails } from '../catalogue/product-details';
import type { ProductDetails, StoredBookContent } from '../catalogue/product-details';
import { pdpLayoutOf } from '../catalogue/pdp-layouts';
import { liveProgramIdOf, podcastEpisodeFields, segmentFields } from '../catalogue/product-entity-fields';
import {
  catalogRelationEntityFields,
  productVariants,
  variationEntityFields,
} from '../catalogue/product-variant-entities';
import type { BookContent } from '@cle/contracts/product-content-schemas';
import { fitsInt4, int4, uniqueList } from '../lib/input';
import { datesFormatted, loadLookups, runSearch, SORTS } from '../search/search-query';
import type { Lookups, SearchRequest } from '../search/search-query';
import { portraitUrl } from './faculty-forms';
import { notifyUrlOf } from '../seo/indexable';
import { previewOf } from '../media/media-streams';

const productCode = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'must be a product code');
const toIso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** Variation type of spec 3 §3 (in-person, online, groupcast), from the seed's format key. */
const VARIATION_TYPE: Record<string, string> = {
  liveInPerson: 'in-person',
  liveWebcast: 'online',
  liveGroupcast: 'groupcast',
  onDemand: 'online',
};

/** Programs of one series share their title without the trailing year ('Health Care Law Update'). */
export const SERIES_TITLE_SQL = `regexp_replace(title, '\\s*\\d{4}$', '')`;
export const seriesTitle = (title: string) => title.replace(/\s*\d{4}$/, '');
/** Course handbooks are titled after their program plus this suffix. */
const HANDBOOK_SUFFIX = ' (Course Handbook)';
/** How many related items the book page lists. */
const RELATED_ITEMS = 4;

function variation(p: ProductRow, details?: ProductDetails) {
  const formatKey = typeof p.data.formatKey === 'string' ? p.data.formatKey : '';
  return {
    code: p.code,
    pk: p.pk,
    displayName: p.title,
    url: p.url,
    contentType: ['ProductData', 'VariationContent', p.content_type],
    searchableType: p.searchable_type,
    format: p.format,
    type: VARIATION_TYPE[formatKey] ?? null,
    description: p.description,
    // A segment's own text; its page merges it with the program's overview (overviewMode 1).
    segmentDescription: p.parent_code ? p.description : null,
    overviewMode: typeof p.data.overviewMode === 'number' ? p.data.overviewMode : p.parent_code ? 1 : 0,
    price: Number(p.price),
    retail: p.data.retail !== false,
    eventStartDate: toIso(p.event_start),
    eventEndDate: toIso(p.event_end),
    timeZoneIdentifier: p.time_zone,
    location: p.location,
    publicationDate: toIso(p.publication_date),
    parentProductCode: p.parent_code,
    externalSystemKey: p.pk,
    segmentNumber: p.segment_number,
    runTimeSeconds: p.run_time_seconds,
    onDemandType: p.data.onDemandType ?? 0,
    onDemandMediaType: p.data.onDemandMediaType ?? null,
    creditHours: p.data.creditHours ?? null,
    bookFormat: p.data.bookFormat ?? null,
    pages: p.data.pages ?? null,
    isStockItem: p.is_stock_item,
    imageUrl: p.image_url,
    podcastSeriesCode: p.series_code,
    realEpisodeNumber: p.episode_number,
    hasVideo: p.data.hasVideo === true,
    playerUrl: p.data.playerUrl ?? null,
    providerUrls: p.data.podcastMediaUrls ?? [],
    // S3-CONST-04: an on-demand video's public preview (the page pauses it at 5 s)
    ...previewOf(p.code, p.searchable_type, p.data),
    // spec 3 §2.1: the notify panel's link, when editors set one (the page's robots rule reads it too)
    ...(notifyUrlOf(p.data) ? { notifyUrl: notifyUrlOf(p.data)! } : {}),
    // migration 015: item class, waitlist (seats gone) and the book's table of contents
    itemClassId: details?.itemClassId ?? null,
    waitlist: details?.waitlist ?? false,
    ...(details?.bookContent?.toc.length
      ? { sortedTableOfContentListJsonString: JSON.stringify(details.bookContent.toc) }
      : {}),
  };
}

const creditText = (text: string) => text.replace(/^(Up to 1) credit hours$/, '$1 credit hour');
const creditLine = (hours: number) => `Up to ${hours} credit ${hours === 1 ? 'hour' : 'hours'}`;

/** The alternative / cross-link card of spec 3 §3. */
export function card(p: ProductRow) {
  const hours = p.data.creditHours;
  return {
    productCode: p.code,
    url: p.url,
    title: p.title,
    format: p.format,
    searchableType: p.searchable_type,
    datesFormatted: datesFormatted(p),
    eventStartDate: toIso(p.event_start),
    eventEndDate: toIso(p.event_end),
    publicationDate: toIso(p.publication_date),
    imageUrl: p.image_url,
    price: Number(p.price),
    creditDetailsFormatted:
      typeof hours === 'number' ? [{ keyword: 'credits', text: creditLine(hours) }] : [],
  };
}

function facultyMember(f: FacultyRow) {
  return {
    individualId: f.individual_id,
    externalId: f.individual_id,
    displayName: f.display_name,
    firstName: f.first_name,
    lastName: f.last_name,
    affiliation: f.affiliation,
    title: f.title,
    biography: f.biography,
    url: `/faculty/${f.slug}`,
    image: portraitUrl(f.id),
  };
}

async function productByCode(db: Db, code: string) {
  const [p] = await db.query<ProductRow>('SELECT * FROM products WHERE code = $1', [code]);
  return p;
}

async function creditJurisdictions(db: Db, code: string) {
  const credits = await db.query<{
    region_sk: number;
    code: string;
    name: string;
    credit_type: string;
    amount: string;
    status: string;
  }>(
    `SELECT j.region_sk, j.code, j.name, ct.description AS credit_type, pc.amount, pc.status
     FROM product_credits pc JOIN jurisdictions j ON j.region_sk = pc.region_sk JOIN credit_types ct ON ct.sk = pc.credit_type_sk
     WHERE pc.product_code = $1 ORDER BY j.sort_order, ct.sk`,
    [code],
  );
  const byRegion = new Map<
    number,
    {
      regionSk: number;
      code: string;
      name: string;
      status: string;
      notApproved: boolean;
      credits: { creditType: string; amount: number }[];
    }
  >();
  for (const c of credits) {
    const entry = byRegion.get(c.region_sk) ?? {
      regionSk: c.region_sk,
      code: c.code,
      name: c.name,
      status: c.status,
      notApproved: c.status !== 'Approved',
      credits: [],
    };
    entry.credits.push({ creditType: c.credit_type, amount: Number(c.amount) });
    byRegion.set(c.region_sk, entry);
  }
  return [...byRegion.values()];
}

/** Relations that only some product types have (programs, books, podcast episodes). */
async function typeRelations(db: Db, p: ProductRow, master: ProductRow) {
  const withDetails = async (rows: ProductRow[]) => {
    const details = await productDetails(
      db,
      rows.map((r) => r.code),
    );
    return rows.map((r) => variation(r, details(r.code)));
  };
  const isProgram = ['liveprogram', 'ondemandprogram'].includes(master.searchable_type);
  const out: Record<string, unknown> = {
    programVariants: [],
    liveProgramCrosslink: null,
    ondemandProgramCrosslink: null,
    alternative: null,
    relatedProgramVariant: null,
    relatedItems: [],
    series: null,
  };
  if (isProgram) {
    // The same program offered in several ways (in person, webcast, groupcast, on demand) shares its title.
    const variants = await db.query<ProductRow>(
      `SELECT * FROM products WHERE title = $1 AND parent_code IS NULL AND searchable_type IN ('liveprogram', 'ondemandprogram')
       ORDER BY coalesce(event_start, publication_date::timestamptz), code`,
      [master.title],
    );
    out.programVariants = await withDetails(variants);
    // cross-links point elsewhere: never to the page itself (a segment's own program is fine)
    const live = variants.filter((v) => v.searchable_type === 'liveprogram' && v.code !== p.code);
    const onDemand = variants.filter((v) => v.searchable_type === 'ondemandprogram' && v.code !== p.code);
    // the next live date still to come, else the latest one
    const now = Date.now();
    const nextLive = live.find((v) => v.event_end && new Date(v.event_end).getTime() > now) ?? live.at(-1);
    out.liveProgramCrosslink = nextLive ? card(nextLive) : null;
    out.ondemandProgramCrosslink = onDemand.length ? card(onDemand.at(-1)!) : null;
    // Alternative card: the most recently published program of the same series (spec 3 §5) that can
    // still be taken: a live program not yet ended, or an on-demand program already published.
    const [alt] = await db.query<ProductRow>(
      `SELECT * FROM products WHERE parent_code IS NULL AND searchable_type IN ('liveprogram', 'ondemandprogram')
         AND ${SERIES_TITLE_SQL} = $1 AND code <> $2
         AND (event_end > now() OR (event_start IS NULL AND publication_date <= current_date))
       ORDER BY coalesce(event_start, publication_date::timestamptz) DESC, code LIMIT 1`,
      [seriesTitle(master.title), master.code],
    );
    out.alternative = alt ? card(alt) : null;
  }
  if (p.searchable_type === 'book') {
    if (p.content_type.startsWith('CourseHandbook') && p.title.endsWith(HANDBOOK_SUFFIX)) {
      const [prog] = await db.query<ProductRow>(
        `SELECT * FROM products WHERE title = $1 AND parent_code IS NULL AND searchable_type IN ('liveprogram', 'ondemandprogram')
         ORDER BY coalesce(event_start, publication_date::timestamptz) DESC LIMIT 1`,
        [p.title.slice(0, -HANDBOOK_SUFFIX.length)],
      );
      out.relatedProgramVariant = prog ? card(prog) : null;
    }
    const related = await db.query<ProductRow>(
      `SELECT * FROM products WHERE searchable_type = 'book' AND code <> $1 AND practice_area_ids && $2::int[]
       ORDER BY publication_date DESC, code LIMIT ${RELATED_ITEMS}`,
      [p.code, p.practice_area_ids],
    );
    out.relatedItems = related.map(card);
  }
  if (p.series_code) {
    const [s] = await db.query<{ code: string; slug: string; display_name: string }>(
      'SELECT code, slug, display_name FROM podcast_series WHERE code = $1',
      [p.series_code],
    );
    out.series = s ? { code: s.code, displayName: s.display_name, url: `/podcasts/${s.slug}` } : null;
  }
  return out;
}

/** The payload's book content: the stored content without the testimonials and the ToC rows. */
function bookContentOf({ testimonials: _t, toc: _toc, ...content }: StoredBookContent): BookContent {
  return content;
}

/** Query of GET /content-row/feed: a feed's own path carries its filters (spec 3 §7). */
const list = (max: number) =>
  z
    .string()
    .max(2000)
    .optional()
    .transform((s) =>
      (s ?? '')
        .split(/[;,]/)
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(1).max(120)).max(max, `must list at most ${max} values`));

export const FeedQuerySchema = z.object({
  query: z.string().max(200).default(''),
  tab: z.enum(['All', 'Programs', 'Publications', 'Podcasts']).default('All'),
  format: list(20),
  practiceArea: list(20),
  sort: z.enum(SORTS.map((s) => s.value) as [string, ...string[]]).default('newest'),
  /** upcoming: not ended yet; live-now: inside its live window right now (spec 3 §4.1) */
  when: z.enum(['any', 'upcoming', 'live-now']).default('any'),
  ExcludeCode: list(100),
  IncludeCode: list(20),
  PageSize: int4().min(1, 'must be 1 or more').max(50, 'must be at most 50').default(12),
});

/** Spec 3 §4.1: the live window opens 30 minutes before the start and closes 5 minutes after the end. */
const LIVE_WINDOW_BEFORE_MS = 30 * 60_000;
const LIVE_WINDOW_AFTER_MS = 5 * 60_000;
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function runFeed(db: Db, q: z.infer<typeof FeedQuerySchema>, lookups: Lookups) {
  const now = Date.now();
  const facetGroups: SearchRequest['facetGroups'] = [];
  if (q.tab !== 'All') facetGroups.push({ id: 'contentTabs', values: [q.tab] });
  if (q.format.length) facetGroups.push({ id: 'format', values: q.format });
  if (q.practiceArea.length) facetGroups.push({ id: 'practiceArea', values: q.practiceArea });
  if (q.when === 'upcoming') facetGroups.push({ id: 'dateRange', values: [`Upcoming|${isoDay(now)};`] });
  if (q.when === 'live-now')
    facetGroups.push({
      id: 'dateRange',
      values: [`Live now|${isoDay(now - DAY_MS)};${isoDay(now + DAY_MS)}`],
    });
  const excluded = new Set(q.ExcludeCode);
  const result = await runSearch(
    db,
    {
      query: q.query,
      currentPage: 1,
      // excluded codes are dropped after the query, so ask for enough to fill the page
      pageSize: q.PageSize + excluded.size + (q.when === 'any' ? 0 : 50),
      sort: q.sort,
      facetGroups,
      filterGroupsToReturn: ['contentTabs', 'format'],
      explain: false,
      skipFacetGroupsCalculation: false,
      returnMarketingModules: false,
    },
    lookups,
  );
  let items = result.searchResults.searchResultsItems
    .filter((i) => !excluded.has(i.productCode))
    // the search API writes 'Up to 1 credit hours'
    .map((i) => ({ ...i, creditDetailsFormatted: i.creditDetailsFormatted.map(creditText) }));
  if (q.when !== 'any') {
    // dates in the search filter are whole days: keep only programs not yet ended (upcoming) or inside
    // their live window (live-now)
    const rows = await db.query<{ code: string; event_start: Date | null; event_end: Date | null }>(
      'SELECT code, event_start, event_end FROM products WHERE code = ANY($1)',
      [items.map((i) => i.productCode)],
    );
    const keep = new Set(
      rows
        .filter((r) => {
          if (!r.event_start) return q.when === 'upcoming';
          const start = new Date(r.event_start).getTime();
          const end = new Date(r.event_end ?? r.event_start).getTime() + LIVE_WINDOW_AFTER_MS;
          return q.when === 'upcoming' ? end >= now : start - LIVE_WINDOW_BEFORE_MS <= now && now <= end;
        })
        .map((r) => r.code),
    );
    items = items.filter((i) => keep.has(i.productCode));
  }
  // Editor overrides (positive) come first, in the editor's order.
  const pinned = q.IncludeCode.filter((c) => !excluded.has(c));
  if (pinned.length) {
    const rows = await db.query<ProductRow>('SELECT * FROM products WHERE code = ANY($1)', [pinned]);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    const first = pinned
      .map((c) => byCode.get(c))
      .filter((r): r is ProductRow => Boolean(r))
      .map((r) => {
        const c = card(r);
        return {
          pk: r.pk,
          title: r.title,
          url: r.url,
          searchableType: r.searchable_type,
          productCode: r.code,
          formatDisplay: r.format,
          snippet: r.description.length > 240 ? `${r.description.slice(0, 237)}...` : r.description,
          datesFormatted: c.datesFormatted,
          creditDetailsFormatted: c.creditDetailsFormatted.map((x) => x.text),
          imageUrl: r.image_url ?? undefined,
          price: Number(r.price),
          score: 0,
        };
      });
    items = [...first, ...items.filter((i) => !pinned.includes(i.productCode))];
  }
  // live-now is filtered here, so only what is left counts; otherwise excluded codes are not hits
  const hits =
    q.when === 'live-now'
      ? items.length
      : Math.max(items.length, result.searchResultSummary.noOfHits - excluded.size);
  items = items.slice(0, q.PageSize);
  return {
    searchResultSummary: { ...result.searchResultSummary, noOfHits: hits },
    searchResults: { searchResultsItems: items },
    facetResults: result.facetResults,
  };
}

export async function productRoutes(app: FastifyInstance) {
  const { db } = app;
  let lookups: Lookups | null = null;
  const getLookups = async () => (lookups ??= await loadLookups(db));

  // public; a signed-in caller's token is read for the plus-subscriber flag (S3-DATA-13)
  app.get('/product/:code', { config: { allowAnonymous: true } }, async (req) => {
    const { code } = parse(z.object({ code: productCode }), req.params, 'params');
    const p = await productByCode(db, code);
    if (!p) throw notFound(`Product ${code}`);
    const masterCode = p.parent_code ?? p.code;
    const master = p.parent_code ? ((await productByCode(db, p.parent_code)) ?? p) : p;
    const segments = await db.query<ProductRow>(
      'SELECT * FROM products WHERE parent_code = $1 ORDER BY segment_number',
      [masterCode],
    );
    const facultyIds = [...new Set([...p.faculty_ids, ...segments.flatMap((s) => s.faculty_ids)])];
    const faculty = await db.query<FacultyRow & { visibility_status: number }>(
      'SELECT id, individual_id, first_name, last_name, display_name, affiliation, title, biography, slug, visibility_status FROM faculty WHERE id = ANY($1::int[]) ORDER BY last_name, first_name',
      [facultyIds],
    );
    const facultyById = new Map(faculty.map((f) => [f.id, f]));
    const chairs = new Set(
      Array.isArray(master.data.chairpersons) ? (master.data.chairpersons as number[]) : [],
    );
    const liveProgramId = segments.length ? await liveProgramIdOf(db, master) : null;
    const own = faculty.filter((f) => p.faculty_ids.includes(f.id));
    const details = await productDetails(db, [p.code, master.code, ...segments.map((s) => s.code)]);
    const book = details(p.code).bookContent;
    const practiceAreas = await db.query<{ id: number; name: string; slug: string }>(
      'SELECT id, name, slug FROM practice_areas WHERE id = ANY($1::int[]) ORDER BY name',
      [p.practice_area_ids],
    );
    const relations = await typeRelations(db, p, master);
    return {
      variation: {
        ...variation(p, details(p.code)),
        ...(await pdpLayoutOf(db, p)),
        ...(await podcastEpisodeFields(db, p, own)),
        ...(await variationEntityFields(db, p, segments)),
      },
      catalogRelations: {
        masterProgram: master.code !== p.code ? variation(master, details(master.code)) : null,
        segments: segments.map((s) => ({
          ...variation(s, details(s.code)),
          speakers: s.faculty_ids
            .map((id) => facultyById.get(id))
            .filter((f): f is NonNullable<typeof f> => Boolean(f))
            .map((f) => ({ displayName: f.display_name, url: `/faculty/${f.slug}` })),
          ...segmentFields(s, facultyById, chairs, liveProgramId),
        })),
        faculty: own.map((f) => ({
          ...facultyMember(f),
          role: chairs.has(f.id) ? 'Chairperson' : 'Speaker',
        })),
        practiceAreas: practiceAreas.map((a) => ({
          id: a.id,
          name: a.name,
          url: `/practice-areas/${a.slug}`,
        })),
        creditJurisdictions: await creditJurisdictions(db, code),
        ...relations,
        ...(await catalogRelationEntityFields(
          db,
          p,
          master,
          segments,
          relations.programVariants as { code: string; displayName: string; url: string }[],
          req.principal?.sub ?? null,
        )),
      },
      // spec 3 §3 book product; testimonials (the book page's section)
      bookContent: book ? bookContentOf(book) : null,
      testimonials: book?.testimonials ?? [],
      // spec 3 §2.1, §3 podcast episode content areas (migration 024)
      podcastContent: details(p.code).podcastContent,
    };
  });

  // S3-DATA-08, S3-DATA-09: the panel's on-demand and publication variants with the caller's own state.
  app.get('/product/:code/variants', { config: { allowAnonymous: true } }, async (req) => {
    const { code } = parse(z.object({ code: productCode }), req.params, 'params');
    const p = await productByCode(db, code);
    if (!p) throw notFound(`Product ${code}`);
    return productVariants(db, p, req.principal?.sub ?? null);
  });

  // The book's table of contents as a PDF (the page's download link, plusTOCUrl; spec 3 §2.1).
  app.get('/product/:code/table-of-contents.pdf', async (req, reply) => {
    const { code } = parse(z.object({ code: productCode }), req.params, 'params');
    const p = await productByCode(db, code);
    if (!p) throw notFound(`Product ${code}`);
    const toc = (await productDetails(db, [code]))(code).bookContent?.toc ?? [];
    if (!toc.length) throw notFound(`A table of contents of product ${code}`);
    const pdf = await createTextPdf(`${p.title}: table of contents`, 'Table of contents');
    pdf.write('TABLE OF CONTENTS', 'bold', 11, 10);
    pdf.write(p.title, 'bold', 20, 12);
    let volume = 0;
    for (const row of toc) {
      if (row.volume !== volume) {
        volume = row.volume;
        pdf.space(8);
        pdf.write(`Volume ${volume}`, 'bold', 13, 6);
      }
      pdf.write(`Chapter ${row.chapter}  ${row.title}`, 'regular', 11, 4);
    }
    const bytes = await pdf.save();
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${code}-table-of-contents.pdf"`)
      .header('Content-Length', bytes.byteLength)
      .send(Buffer.from(bytes));
  });

  // Spec 3 §7: the product's image, by code (no payload); null when the product has none.
  app.get('/product/:code/imageUrl', async (req) => {
    const { code } = parse(z.object({ code: productCode }), req.params, 'params');
    const p = await productByCode(db, code);
    if (!p) throw notFound(`Product ${code}`);
    return { imageUrl: p.image_url };
  });

  // Spec 3 §7 individual lookup (path ours): faculty by individual id, in the order asked.
  app.get('/individuals', async (req) => {
    const { individualSks } = parse(
      z.object({
        individualSks: uniqueList(2000).pipe(
          z
            .array(z.string().regex(/^\d{1,12}$/, 'must be individual ids'))
            .min(1, 'is required')
            .max(100, 'must list at most 100 ids'),
        ),
      }),
      req.query,
      'query',
    );
    const rows = await db.query<FacultyRow>(
      'SELECT id, individual_id, first_name, last_name, display_name, affiliation, title, biography, slug FROM faculty WHERE individual_id = ANY($1)',
      [individualSks],
    );
    const byId = new Map(rows.map((f) => [f.individual_id, f]));
    return {
      individuals: individualSks
        .map((id) => byId.get(id))
        .filter((f): f is FacultyRow => Boolean(f))
        .map(facultyMember),
    };
  });

  // Spec 3 §7 parent product lookup (path ours): a podcast episode's series, a segment's program.
  app.get('/product/:code/parent-product', async (req) => {
    const { code } = parse(z.object({ code: productCode }), req.params, 'params');
    const p = await productByCode(db, code);
    if (!p) throw notFound(`Product ${code}`);
    if (p.series_code) {
      const [s] = await db.query<{ code: string; slug: string; display_name: string }>(
        'SELECT code, slug, display_name FROM podcast_series WHERE code = $1',
        [p.series_code],
      );
      if (s) return { code: s.code, displayName: s.display_name, url: `/podcasts/${s.slug}` };
    }
    const parent = p.parent_code ? await productByCode(db, p.parent_code) : undefined;
    if (!parent) throw notFound(`A parent product of ${code}`);
    return { code: parent.code, displayName: parent.title, url: parent.url };
  });

  app.get('/product-link/:id', async (req) => {
    const { id } = parse(z.object({ id: productCode }), req.params, 'params');
    const [p] = await db.query<{ url: string }>('SELECT url FROM products WHERE code = $1 OR pk = $1', [id]);
    if (!p) throw notFound(`Product ${id}`);
    return { url: p.url };
  });

  // Content-row feed (spec 3 §7): searchResults.searchResultsItems and facetResults.facetGroups.
  app.get('/content-row/feed', async (req) => {
    const q = parse(FeedQuerySchema, req.query, 'query');
    return runFeed(db, q, await getLookups());
  });

  // Faculty rows (spec 3 §2.6): the feed's faculty parameter lists the members to show.
  app.get('/content-row/faculty-feed', async (req) => {
    const { faculty } = parse(
      z.object({
        faculty: z
          .string()
          .min(1, 'is required')
          .max(1000)
          .transform((s) => s.split(/[;,]/).map((x) => x.trim()))
          // faculty ids are int4: a longer number is a 400, not a database error
          .pipe(
            z
              .array(
                z
                  .string()
                  .regex(/^\d{1,10}$/, 'must be faculty ids')
                  .refine(fitsInt4, 'is out of range'),
              )
              .max(50),
          ),
      }),
      req.query,
      'query',
    );
    const rows = await db.query<FacultyRow>(
      'SELECT id, individual_id, first_name, last_name, display_name, affiliation, title, biography, slug FROM faculty WHERE id = ANY($1::int[]) AND visibility_status = 1',
      [faculty.map(Number)],
    );
    const byId = new Map(rows.map((r) => [String(r.id), r]));
    return {
      facultyMembers: faculty
        .map((id) => byId.get(id))
        .filter((f): f is FacultyRow => Boolean(f))
        .map(facultyMember),
    };
  });
}
