// The rest of spec 2 §7 "Credit jurisdictions and info": rule changes, credit call-outs, the earn-more
// search link and relevant credits, plus the CMS tree reads the credit-info family needs (a page's
// children and ancestors by content link id, S2-API-83).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound, parse } from '../lib/http';
import { int4 } from '../lib/input';
import { childLinks, pageExists, selfAndAncestorLinks } from '../content/cms-page-store';
import type { ContentLinkRow as LinkRow } from '../content/cms-page-store';
import { jurisdictionCode, knownCreditTypeCodes } from '../credit/jurisdiction-store';
import { creditCallouts, relevantCredits, ruleChanges } from '../credit/credit-offer-store';
import { productExists } from '../catalogue/product-store';

const contentLink = (r: LinkRow) => ({
  id: r.id,
  name: r.name,
  friendlyUrl: r.friendly_url,
  contentType: r.content_type[r.content_type.length - 1] ?? 'PageData',
  visible: r.visible,
  regionSk: r.region_sk,
});

/** The source part of a credit tracker code for PLI's own programs. */
const CLAIM_SOURCE = 'PLI';

const ContentId = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a content link id'),
});
const regionSk = int4().positive('must be a positive region id');
/** `codes=A,B` or `codes=A&codes=B`, each entry matching the pattern. */
const listOf = (pattern: RegExp, message: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((s) => s.split(/[,;]/))
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(pattern, message)).max(50, 'lists more than 50 entries'));

const EarnMoreBody = z.strictObject({
  regionSk,
  creditTypes: z
    .array(z.string().regex(/^[A-Z]{2,8}$/, 'must be credit type codes'))
    .max(20)
    .default([]),
  formats: z
    .array(
      z.enum(['Live In-Person', 'Live Webcast', 'Live Groupcast', 'On-Demand'], 'must be program formats'),
    )
    .max(4)
    .default([]),
});

export async function creditPageRoutes(app: FastifyInstance) {
  contentLinkRoutes(app);
  creditNewsRoutes(app);
  programCreditRoutes(app);
}

/** A CMS page's children and ancestors. */
function contentLinkRoutes(app: FastifyInstance) {
  const { db } = app;

  // S2-API-83: a page's children (selected fields), in the editors' order; hidden ones say so.
  app.get('/content-links/:id/children', async (req) => {
    const { id } = parse(ContentId, req.params, 'params');
    if (!(await pageExists(db, id))) throw notFound(`Page ${id}`);
    const rows = await childLinks(db, id);
    return rows.map(contentLink);
  });

  // S2-API-83: a page's ancestors, root first (the page itself excluded).
  app.get('/content-links/:id/ancestors', async (req) => {
    const { id } = parse(ContentId, req.params, 'params');
    const rows = await selfAndAncestorLinks(db, id);
    if (!rows.length) throw notFound(`Page ${id}`);
    return rows.filter((r) => r.depth > 0).map(contentLink);
  });
}

/** Rule changes and credit call-outs. */
function creditNewsRoutes(app: FastifyInstance) {
  const { db } = app;

  // S2-API-08, S2-API-09: rule changes of one type, keyed by region name, newest first.
  app.get('/credit-info/rule-changes', async (req) => {
    const { ruleChangeType } = parse(
      z.object({
        ruleChangeType: z.coerce
          .number({ error: 'is required' })
          .int('must be a whole number')
          .min(1, 'must be 1 or more')
          .max(99),
      }),
      req.query,
      'query',
    );
    const rows = await ruleChanges(db, ruleChangeType);
    const byRegion: Record<string, unknown[]> = {};
    for (const r of rows)
      (byRegion[r.name] ??= []).push({
        regionName: r.name,
        heading: r.heading,
        effectiveDate: r.effective_date,
        currentlyActive: r.currently_active,
        body: r.body,
        jurisdictionUrl: r.url,
      });
    return byRegion;
  });

  // S2-API-11 (shape ours): site-wide call-outs, plus a region's own when ?region= is given.
  app.get('/credit-info/creditcallouts', async (req) => {
    const { region } = parse(z.object({ region: regionSk.optional() }), req.query, 'query');
    const rows = await creditCallouts(db, region ?? 0);
    return rows.map((c) => ({
      id: c.id,
      regionSk: c.region_sk,
      heading: c.heading,
      body: c.body,
      link: { href: c.link_href, text: c.link_text },
    }));
  });
}

/** The earn-more search, the credits programs offer and the claim-credit link. */
function programCreditRoutes(app: FastifyInstance) {
  const { db } = app;

  // S2-API-10 (body ours: region, credit type codes, formats): the search that finds more such credit.
  app.post('/credit-info/earn-more-url', async (req) => {
    const body = parse(EarnMoreBody, req.body, 'body');
    const code = await jurisdictionCode(db, body.regionSk);
    if (!code) throw notFound(`Jurisdiction ${body.regionSk}`);
    if (body.creditTypes.length) {
      const known = await knownCreditTypeCodes(db, body.creditTypes);
      const unknown = body.creditTypes.find((c) => !known.has(c));
      if (unknown) throw notFound(`Credit type ${unknown}`);
    }
    const params = new URLSearchParams({ query: '', jurisdictions: code });
    if (body.creditTypes.length) params.set('creditType', body.creditTypes.join(';'));
    if (body.formats.length) params.set('format', body.formats.join(';'));
    return { url: `/search?${params.toString()}` };
  });

  // S2-API-05: the credits the given programs offer, optionally only in the preferred jurisdictions.
  app.get('/cle/relevant-credits', async (req) => {
    const q = parse(
      z.object({
        codes: listOf(/^[A-Z0-9-]{1,32}$/, 'must be product codes').pipe(
          z.array(z.string()).min(1, 'is required'),
        ),
        creditPreferences: listOf(/^[A-Z]{2,3}$/, 'must be jurisdiction codes').optional(),
      }),
      req.query,
      'query',
    );
    const rows = await relevantCredits(db, q.codes, q.creditPreferences);
    return q.codes.map((code) => ({
      code,
      credits: rows
        .filter((r) => r.product_code === code)
        .map((r) => ({
          regionSk: r.region_sk,
          regionName: r.region,
          typeCode: r.code,
          typeTitle: r.type,
          creditOffered: Number(r.amount),
          status: r.status,
        })),
    }));
  });

  // S2-API-06 (shape ours): where a member claims credit for a program — the credit tracker with a
  // credit tracker code of the form source_key (spec 2 §3), source PLI and the program's code as key.
  app.get('/cle/claimcredit-link/:code', async (req) => {
    const { code } = parse(
      z.object({ code: z.string().regex(/^[A-Z0-9-]{1,32}$/, 'must be a product code') }),
      req.params,
      'params',
    );
    if (!(await productExists(db, code))) throw notFound(`Product ${code}`);
    const params = new URLSearchParams({ creditTrackerCode: `${CLAIM_SOURCE}_${code}` });
    return { url: `/account/credit/credit-tracker?${params.toString()}` };
  });
}
