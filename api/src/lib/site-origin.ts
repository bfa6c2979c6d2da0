// The site's public origin, from configuration only (decision 052): links the API writes into calendar
// files, e-mails and launch URLs name this origin, never one taken from a request's Origin, Referer or
// Host header (which the caller writes). SITE_ORIGIN is the setting the shell and identity provider
// read too; SITE_URL, the mailer's older name, is still accepted.
import { siteOrigin as topologySiteOrigin } from '@cle/build/topology';

/** An http(s) origin with nothing after it (a trailing slash is dropped); throws naming the setting. */
export function checkedOrigin(raw: string, setting: string): string {
  let url: URL | null = null;
  try {
    url = new URL(raw.trim().replace(/\/+$/, ''));
  } catch {
    url = null;
  }
  if (
    !url ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    url.search ||
    url.hash
  )
    throw new Error(`${setting} must be the site's origin, like https://www.example.org (got '${raw}')`);
  return url.origin;
}

/** SITE_ORIGIN, else SITE_URL, else the topology's (http://localhost:3000 in development). */
export function siteOriginFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SITE_ORIGIN) return checkedOrigin(env.SITE_ORIGIN, 'SITE_ORIGIN');
  if (env.SITE_URL) return checkedOrigin(env.SITE_URL, 'SITE_URL');
  return checkedOrigin(topologySiteOrigin, 'SITE_ORIGIN');
}
