// The rest of spec 2 §7 "Credit jurisdictions and info": rule changes, credit call-outs, the earn-more
// search link and relevant credits, plus the CMS tree reads the credit-info family needs (a page's
// children and ancestors by content link id, S2-API-83).
import {
  ClaimCreditCodeParamsSchema,
  ContentIdSchema,
  CreditCalloutsQuerySchema,
  EarnMoreBodySchema,
  RelevantCreditsQuerySchema,
  RuleChangesQuerySchema,
} from '@cle/contracts/requests/credit';
import { notFound } from '../lib/http';
import type { Api } from '../lib/http';
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

export async function creditPageRoutes(app: Api) {
  contentLinkRoutes(app);
  creditNewsRoutes(app);
  programCreditRoutes(app);
}

/** A CMS page's children and ancestors. */
function contentLinkRoutes(app: Api) {
  const { db } = app;

  // S2-API-83: a page's children (selected fields), in the editors' order; hidden ones say so.
  app.get('/content-links/:id/children', { schema: { params: ContentIdSchema } }, async (req) => {
    const { id } = req.params;
    if (!(await pageExists(db, id))) throw notFound(`Page ${id}`);
    const rows = await childLinks(db, id);
    return rows.map(contentLink);
  });

  // S2-API-83: a page's ancestors, root first (the page itself excluded).
  app.get('/content-links/:id/ancestors', { schema: { params: ContentIdSchema } }, async (req) => {
    const { id } = req.params;
    const rows = await selfAndAncestorLinks(db, id);
    if (!rows.length) throw notFound(`Page ${id}`);
    return rows.filter((r) => r.depth > 0).map(contentLink);
  });
}

/** Rule changes and credit call-outs. */
function creditNewsRoutes(app: Api) {
  const { db } = app;

  // S2-API-08, S2-API-09: rule changes of one type, keyed by region name, newest first.
  app.get('/credit-info/rule-changes', { schema: { querystring: RuleChangesQuerySchema } }, async (req) => {
    const { ruleChangeType } = req.query;
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
  app.get(
    '/credit-info/creditcallouts',
    { schema: { querystring: CreditCalloutsQuerySchema } },
    async (req) => {
      const { region } = req.query;
      const rows = await creditCallouts(db, region ?? 0);
      return rows.map((c) => ({
        id: c.id,
        regionSk: c.region_sk,
        heading: c.heading,
        body: c.body,
        link: { href: c.link_href, text: c.link_text },
      }));
    },
  );
}

/** The earn-more search, the credits programs offer and the claim-credit link. */
function programCreditRoutes(app: Api) {
  const { db } = app;

  // S2-API-10 (body ours: region, credit type codes, formats): the search that finds more such credit.
  app.post('/credit-info/earn-more-url', { schema: { body: EarnMoreBodySchema } }, async (req) => {
    const body = req.body;
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
  app.get('/cle/relevant-credits', { schema: { querystring: RelevantCreditsQuerySchema } }, async (req) => {
    const q = req.query;
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
  app.get('/cle/claimcredit-link/:code', { schema: { params: ClaimCreditCodeParamsSchema } }, async (req) => {
    const { code } = req.params;
    if (!(await productExists(db, code))) throw notFound(`Product ${code}`);
    const params = new URLSearchParams({ creditTrackerCode: `${CLAIM_SOURCE}_${code}` });
    return { url: `/account/credit/credit-tracker?${params.toString()}` };
  });
}
