// The shell's lookups (spec 1 §7): moved-page redirects, taxonomy page rows, and the authenticated
// product, plus-content and claim-credit links. External targets are built only from the origins named
// here, which the shell's redirect allowlist also names (shell-host/src/routing/redirect-rules.ts).
import type { FastifyRequest } from 'fastify';
import {
  ClaimLinkParamsSchema,
  LinkIdParamsSchema,
  RedirectQuerySchema,
  TaxonomyItemsQuerySchema,
} from '@cle/contracts/requests/catalogue';
import type { RedirectLookup, TaxonomyItems } from '@cle/contracts/block-schemas';
import { HttpError, notFound } from '../lib/http';
import type { Api } from '../lib/http';
import { sitePart } from '../content/site-part-store';
import { productsTagged, taxonomyTerms } from '../catalogue/taxonomy-store';
import { productLink } from '../catalogue/product-store';
import { libraryItemTypeOf } from '../library/library-entry-store';

/** The PLI PLUS library (publications online) and the credit-claim service. */
const PLUS_ORIGIN = 'https://plus.pli.edu';
const CLAIM_CREDIT_ORIGIN = 'https://cle-claims.pli.edu';

const TAXONOMY_PREFIXES = {
  subject: '/practice-areas',
  industry: '/industries',
  audience: '/audiences',
} as const;

/** A principal, or 401: these lookups are public paths that answer only signed-in callers. */
function signedIn(req: FastifyRequest) {
  if (!req.principal) throw new HttpError(401, 'Sign in required');
  return req.principal;
}

/** Path plus query, normalised like friendly URLs: no trailing slash, lower-case path. */
function redirectKey(uri: string): string {
  const [path = '/', query] = uri.split('?', 2) as [string, string | undefined];
  const p = (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase() || '/';
  return query ? `${p}?${query}` : p;
}

export async function shellPageRoutes(app: Api) {
  redirectRoutes(app);
  taxonomyItemRoute(app);
  signedInLinkRoutes(app);
}

/** Moved-page redirects. */
function redirectRoutes(app: Api) {
  const { db } = app;

  const lookupRedirect = async (uri: string): Promise<RedirectLookup> => {
    const part = await sitePart<{ rules: { source: string; target: string }[] }>(db, 'redirects');
    const rules = part?.rules ?? [];
    const key = redirectKey(uri);
    const path = key.split('?')[0]!;
    const rule =
      rules.find((r) => redirectKey(r.source) === key) ?? rules.find((r) => redirectKey(r.source) === path);
    return { target: rule?.target ?? null };
  };
  const redirect = { schema: { querystring: RedirectQuerySchema } };
  app.get('/redirect', redirect, (req) => lookupRedirect(req.query.uri));
  app.get('/redirect/', redirect, (req) => lookupRedirect(req.query.uri));
}

/** A taxonomy term's page rows. */
function taxonomyItemRoute(app: Api) {
  const { db } = app;

  app.get(
    '/taxonomy/items',
    { schema: { querystring: TaxonomyItemsQuerySchema } },
    async (req): Promise<TaxonomyItems> => {
      const { kind, id } = req.query;
      const prefix = TAXONOMY_PREFIXES[kind];
      const terms = await taxonomyTerms(db, kind);
      const entry = terms.find((r) => r.id === id);
      if (!entry) throw notFound(`Taxonomy ${kind} ${id}`);
      const items = await productsTagged(db, kind, id);
      const toItem = (r: (typeof items)[number]) => ({
        code: r.code,
        title: r.title,
        url: r.url,
        format: r.format,
        searchableType: r.searchable_type,
        eventStart: r.event_start ? new Date(r.event_start).toISOString() : null,
      });
      const toEntry = (r: (typeof terms)[number]) => ({
        id: r.id,
        name: r.name,
        url: `${prefix}/${r.slug}`,
        description: r.description,
      });
      return {
        entry: toEntry(entry),
        // nine of each at most: the rows show 4, 6 or 9 by breakpoint
        programs: items
          .filter((r) => r.searchable_type !== 'book')
          .slice(0, 9)
          .map(toItem),
        publications: items
          .filter((r) => r.searchable_type === 'book')
          .slice(0, 9)
          .map(toItem),
        related: terms
          .filter((r) => r.id !== id)
          .slice(0, 8)
          .map(toEntry),
      };
    },
  );
}

/** The signed-in product, PLUS content and claim-credit links. */
function signedInLinkRoutes(app: Api) {
  const { db } = app;

  const productUrl = async (code: string) => {
    const p = await productLink(db, code);
    if (!p) throw notFound(`Product ${code}`);
    return p;
  };

  app.get(
    '/product-link-auth/:id',
    { schema: { params: LinkIdParamsSchema }, config: { allowAnonymous: true } },
    async (req) => {
      signedIn(req);
      const { id } = req.params;
      return { url: (await productUrl(id)).url };
    },
  );

  app.get(
    '/plus-content-redirect-auth/:id',
    { schema: { params: LinkIdParamsSchema }, config: { allowAnonymous: true } },
    async (req) => {
      signedIn(req);
      const { id } = req.params;
      const p = await productUrl(id);
      if (p.searchable_type !== 'book') throw new HttpError(404, `Product ${id} has no PLUS content`);
      return { url: `${PLUS_ORIGIN}/details/${encodeURIComponent(p.code)}` };
    },
  );

  /** The credit-claim form for an item in the caller's library; href null when it has none. */
  app.get(
    '/claim-credit-link/:itemPk',
    { schema: { params: ClaimLinkParamsSchema }, config: { allowAnonymous: true } },
    async (req) => {
      const principal = signedIn(req);
      const { itemPk } = req.params;
      const itemType = await libraryItemTypeOf(db, principal.sub, itemPk);
      const claimable = itemType === 'program' || itemType === 'segment';
      return {
        href: claimable ? `${CLAIM_CREDIT_ORIGIN}/claim?item=${encodeURIComponent(itemPk)}` : null,
      };
    },
  );
}
