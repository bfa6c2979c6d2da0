// GET /legacy-site: the footer's 'Switch to the legacy site' (spec 1 §2, §4) as a server route, so the
// choice is remembered whether or not the shell's scripts have run (decision 106). It writes the reject
// cookie and sends the visitor to the legacy site the CMS footer names: never to a URL the request
// carries (no open redirect).
import type { FastifyInstance } from 'fastify';
import { SitePartsSchema } from '@cle/contracts/schemas';
import { LEGACY_SWITCH_PATH, rejectNewSiteCookie } from '../src/legacy/site-version-cookie';
import { apiFetch } from './api-fetch';
import { staleWhileRevalidate } from './stale-while-revalidate';

const FOOTER_TTL_MS = 60_000;
const FOOTER_TIMEOUT_MS = 2000;
const FooterSchema = SitePartsSchema.shape.footer;

export function registerLegacySwitch(app: FastifyInstance, { apiUrl }: { apiUrl: string }): void {
  const footer = staleWhileRevalidate(FOOTER_TTL_MS, async () => {
    const res = await apiFetch(`${apiUrl}/api/site-parts?names=footer`, { timeoutMs: FOOTER_TIMEOUT_MS });
    if (!res.ok) throw new Error(`the API answered ${res.status}`);
    return FooterSchema.parse(((await res.json()) as { footer?: unknown }).footer);
  });
  app.get(LEGACY_SWITCH_PATH, async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    let settings;
    try {
      settings = await footer('footer');
    } catch {
      return reply
        .code(503)
        .send({ statusCode: 503, message: 'The site settings are unavailable; try again' });
    }
    const target = settings.legacySiteLink?.href;
    if (!target || !/^https?:\/\//i.test(target))
      return reply.code(404).send({ statusCode: 404, message: 'No legacy site is configured' });
    const cookie = rejectNewSiteCookie({
      hostname: req.hostname.replace(/:\d+$/, ''),
      secure: req.protocol === 'https',
      providerDomain: settings.legacyRedirect?.cookieDomain,
    });
    return reply.header('Set-Cookie', cookie).redirect(target, 303);
  });
}
