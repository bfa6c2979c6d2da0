// The product page's modal calls (spec 3 §2.2, §7): add to calendar (a real .ics file built with the
// `ics` package, or a redirect to Google's or Outlook's compose page), more like this (a redirect to
// the search page for the product's practice area and title words), and a product's materials in the
// spec's Material shape, made from My Library's materials (the same PDFs, the same ownership rule).
import type { FastifyInstance } from 'fastify';
import { createEvent } from 'ics';
import type { DateArray } from 'ics';
import * as z from 'zod/mini';
import { CalendarQuerySchema, UNNUMBERED_CHAPTER } from '@cle/contracts/product-extras-schemas';
import type { ProductMaterial, ProductMaterialsResponse } from '@cle/contracts/product-extras-schemas';
import type { Db } from '../db/db';
import { calendarRow, productAuthors, titleAndFirstArea } from '../catalogue/product-store';
import type { CalendarRow } from '../catalogue/product-store';
import { HttpError, notFound, parse } from '../lib/http';
import { itemMaterials } from '../library/library-materials';
import { principalOf } from '../auth/guard';

const CodeParamsSchema = z.object({
  code: z.string().check(z.regex(/^[A-Za-z0-9-]{1,40}$/, 'must be a product code')),
});

const utcParts = (d: Date): DateArray => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
  d.getUTCHours(),
  d.getUTCMinutes(),
];
/** 20261201T140000Z: the basic UTC form Google's dates parameter takes. */
const basicUtc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** One short paragraph for a calendar entry's notes (the catalogue text can be long). */
const notes = (row: CalendarRow, pageUrl: string) =>
  `${row.description.slice(0, 400)}${row.description.length > 400 ? '...' : ''}\n\n${pageUrl}`;

function buildIcs(row: CalendarRow, start: Date, end: Date, pageUrl: string): string {
  const { error, value } = createEvent({
    uid: `${row.code}@cle-site`,
    productId: 'cle-site/add-to-calendar',
    title: row.title,
    description: notes(row, pageUrl),
    location: row.location ?? undefined,
    url: /^https?:/.test(pageUrl) ? pageUrl : undefined,
    start: utcParts(start),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: utcParts(end),
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  if (error || !value) throw new HttpError(500, `Calendar file could not be made: ${error?.message ?? ''}`);
  return value;
}

function googleCalendarUrl(row: CalendarRow, start: Date, end: Date, pageUrl: string): string {
  const q = new URLSearchParams({
    action: 'TEMPLATE',
    text: row.title,
    dates: `${basicUtc(start)}/${basicUtc(end)}`,
    details: notes(row, pageUrl),
    location: row.location ?? '',
  });
  return `https://calendar.google.com/calendar/render?${q}`;
}

function outlookCalendarUrl(row: CalendarRow, start: Date, end: Date, pageUrl: string): string {
  const q = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: row.title,
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    body: notes(row, pageUrl),
    location: row.location ?? '',
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${q}`;
}

/** Course materials carry chapter numbers; the publication is an unnumbered course item; slides and transcripts are presentation materials. */
function chapterOf(kind: string): string {
  if (kind === 'Course materials') return '1';
  if (kind === 'Publication') return UNNUMBERED_CHAPTER;
  return '';
}

async function productMaterials(db: Db, sub: string, code: string): Promise<ProductMaterialsResponse> {
  const p = await productAuthors(db, code);
  if (!p) throw notFound(`Product ${code}`);
  const { materials } = await itemMaterials(db, sub, p.pk);
  // A publication is also read on PLI PLUS (type PliPlus, toPlus): the site's plus-content route looks
  // the link up (/plus-content-redirect-auth) and leaves for the allowed PLUS host.
  const publication = materials.find((m) => m.kind === 'Publication');
  const onPlus: ProductMaterial[] = publication
    ? [
        {
          id: `${code}-plus`,
          title: 'Read on PLI PLUS',
          author: p.author ?? 'Practising Law Institute',
          chapterNumber: '',
          url: `/plus-content/${encodeURIComponent(code)}`,
          type: 'PliPlus',
          toPlus: true,
          fileName: '',
          isAvailable: publication.isAvailable,
        },
      ]
    : [];
  return {
    code,
    pk: p.pk,
    materials: materials
      .map((m): ProductMaterial => ({
        id: m.id,
        title: m.title,
        author: p.author ?? 'Practising Law Institute',
        chapterNumber: chapterOf(m.kind),
        url: m.url,
        type: 'Pdf',
        toPlus: false,
        fileName: m.fileName,
        isAvailable: m.isAvailable,
      }))
      .concat(onPlus),
  };
}

export async function productExtrasRoutes(app: FastifyInstance) {
  const { db } = app;

  // S3-MODALS-12..15: calendarType 0 Google, 1 Outlook (redirects), 2 iCal (the .ics file itself).
  app.get('/add-to-calendar/:code', async (req, reply) => {
    const { code } = parse(CodeParamsSchema, req.params, 'params');
    const { calendarType } = parse(CalendarQuerySchema, req.query, 'query');
    const row = await calendarRow(db, code);
    if (!row) throw notFound(`Product ${code}`);
    if (!row.event_start)
      throw new HttpError(400, `Product ${code} has no scheduled date to add to a calendar`);
    const start = new Date(row.event_start);
    // a program without an end time is put down as one hour long
    const end = row.event_end ? new Date(row.event_end) : new Date(start.getTime() + 3_600_000);
    // the configured site origin, never the request's Origin or Referer (decision 052)
    const pageUrl = new URL(row.url, app.siteOrigin).href;
    if (calendarType === '0') return reply.redirect(googleCalendarUrl(row, start, end, pageUrl), 302);
    if (calendarType === '1') return reply.redirect(outlookCalendarUrl(row, start, end, pageUrl), 302);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${row.code}.ics"`)
      .header('Cache-Control', 'no-store')
      .send(buildIcs(row, start, end, pageUrl));
  });

  // S3-PANEL-56: more like this answers with a redirect to the search page for the product's
  // practice area and the leading words of its title; the browser follows it and shows that path.
  app.get('/client/search/more-like-this/:code', async (req, reply) => {
    const { code } = parse(CodeParamsSchema, req.params, 'params');
    const row = await titleAndFirstArea(db, code);
    if (!row) throw notFound(`Product ${code}`);
    const q = new URLSearchParams();
    if (row.area_id !== null && row.area_name) q.set('practiceArea', `${row.area_name}|${row.area_id}`);
    else q.set('query', row.title.split(/\s+/).slice(0, 3).join(' '));
    return reply.redirect(`/search?${q}`, 302);
  });

  // A product's materials in the spec's Material shape (signed in: /api/user is guarded).
  app.get('/user/product-materials/:code', async (req) => {
    const caller = principalOf(req);
    const { code } = parse(CodeParamsSchema, req.params, 'params');
    return productMaterials(db, caller.sub, code);
  });
}
