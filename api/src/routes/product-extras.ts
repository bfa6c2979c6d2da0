// The product page's modal calls (spec 3 §2.2, §7): add to calendar (a real .ics file, or a redirect to
// Google's or Outlook's compose page), more like this (a redirect to the search page for the product's
// practice area and title words), and a product's materials in the spec's Material shape.
import { CalendarQuerySchema } from '@cle/contracts/product-extras-schemas';
import { CodeParamsSchema } from '@cle/contracts/requests/catalogue';
import { HttpError, notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { principalOf } from '../auth/guard';
import { calendarRow, titleAndFirstArea } from '../catalogue/product-store';
import { buildIcs, googleCalendarUrl, outlookCalendarUrl } from '../catalogue/calendar-links';
import { productMaterials } from '../library/product-materials';

export async function productExtrasRoutes(app: Api) {
  const { db } = app;

  // S3-MODALS-12..15: calendarType 0 Google, 1 Outlook (redirects), 2 iCal (the .ics file itself).
  app.get(
    '/add-to-calendar/:code',
    { schema: { params: CodeParamsSchema, querystring: CalendarQuerySchema } },
    async (req, reply) => {
      const { code } = req.params;
      const { calendarType } = req.query;
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
    },
  );

  // S3-PANEL-56: more like this answers with a redirect to the search page for the product's
  // practice area and the leading words of its title; the browser follows it and shows that path.
  app.get(
    '/client/search/more-like-this/:code',
    { schema: { params: CodeParamsSchema } },
    async (req, reply) => {
      const { code } = req.params;
      const row = await titleAndFirstArea(db, code);
      if (!row) throw notFound(`Product ${code}`);
      const q = new URLSearchParams();
      if (row.area_id !== null && row.area_name) q.set('practiceArea', `${row.area_name}|${row.area_id}`);
      else q.set('query', row.title.split(/\s+/).slice(0, 3).join(' '));
      return reply.redirect(`/search?${q}`, 302);
    },
  );

  // A product's materials in the spec's Material shape (signed in: /api/user is guarded).
  app.get('/user/product-materials/:code', { schema: { params: CodeParamsSchema } }, async (req) => {
    const caller = principalOf(req);
    const { code } = req.params;
    return productMaterials(db, caller.sub, code);
  });
}
