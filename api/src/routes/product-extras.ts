// The product page's modal calls (spec 3 §2.2, §7): add to calendar (a real .ics file, or a redirect to
// Google's or Outlook's compose page), more like this (a redirect to the search page for the product's
// practice area and title words), and a product's materials in the spec's Material shape.
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { CalendarQuerySchema } from '@cle/contracts/product-extras-schemas';
import { HttpError, notFound, parse } from '../lib/http';
import { principalOf } from '../auth/guard';
import { calendarRow, titleAndFirstArea } from '../catalogue/product-store';
import { buildIcs, googleCalendarUrl, outlookCalendarUrl } from '../catalogue/calendar-links';
import { productMaterials } from '../library/product-materials';

const CodeParamsSchema = z.object({
  code: z.string().check(z.regex(/^[A-Za-z0-9-]{1,40}$/, 'must be a product code')),
});

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
