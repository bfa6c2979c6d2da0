// /robots.txt, /sitemap.xml and /sitemap-<n>.xml on the shell server (spec 1 §2; issue 36), from the
// API's listing of indexable pages. The answers themselves are seo-file-rules.ts; here they are fetched
// and sent. Listing pages are kept for a minute (served stale while a fresh one loads), so a crawler
// reading every sitemap file asks the API once per file per minute at most.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createSeoFiles, parseListing } from './seo-file-rules';
import type { SeoFileAnswer } from './seo-file-rules';
import { staleWhileRevalidate } from './stale-while-revalidate';
import { apiFetch } from './api-fetch';

const LISTING_TTL_MS = 60_000;
/** The listing reads every page the site holds: longer than a content call, well under a crawler's patience. */
const LISTING_TIMEOUT_MS = 10_000;

async function fetchListing(apiUrl: string, page: number) {
  const res = await apiFetch(`${apiUrl}/api/sitemap/pages?${new URLSearchParams({ page: String(page) })}`, {
    timeoutMs: LISTING_TIMEOUT_MS,
  });
  if (!res.ok) throw new Error(`the API answered ${res.status}`);
  return parseListing(await res.json());
}

function send(reply: FastifyReply, answer: SeoFileAnswer) {
  return reply.code(answer.status).headers(answer.headers).type(answer.contentType).send(answer.body);
}

export function registerSeoFiles(
  app: FastifyInstance,
  { apiUrl, siteOrigin }: { apiUrl: string; siteOrigin: string },
) {
  const listing = staleWhileRevalidate(LISTING_TTL_MS, (page) => fetchListing(apiUrl, Number(page)), {
    maxEntries: 100,
  });
  const files = createSeoFiles({ siteOrigin, listing: (page) => listing(String(page)) });
  app.get('/robots.txt', (_req, reply) => send(reply, files.robots()));
  app.get('/sitemap.xml', async (_req, reply) => send(reply, await files.sitemap()));
  app.get<{ Params: { part: string } }>('/sitemap-:part', async (req, reply) =>
    send(reply, await files.sitemapFile(`sitemap-${req.params.part}`)),
  );
}
