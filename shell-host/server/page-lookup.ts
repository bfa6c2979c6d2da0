// What the server knows about the page at a path before it sends a byte: the CMS page (the content
// call the browser makes for an anonymous visitor), a redirect the CMS names for a missing path, or
// that the path is missing. The HTML's status, head and preload hints all come from this one answer,
// cached like the preload look-ups (stale answers are served while a fresh one loads).
import type { PageContent } from '@cle/contracts/page';
import { checkRedirectTarget } from '../src/routing/redirect-rules';
import { pageFromErrorBody } from '../src/routing/page-error-body';
import { staleWhileRevalidate } from './stale-while-revalidate';
import { apiFetch } from './api-fetch';

export type PageLookup =
  /** the CMS has a page here */
  | { kind: 'page'; page: PageContent }
  /** the CMS moved this path (its redirect lookup names a target the site may send visitors to) */
  | { kind: 'moved'; location: string }
  /** no page here; the CMS's own error page when its 404 carries one */
  | { kind: 'missing'; errorPage: PageContent | null }
  /** the API did not answer in time, or failed: the browser finds out for itself, as before */
  | { kind: 'unknown' };

const CONTENT_TTL_MS = 30_000;

/** The content call exactly as the shell makes it for an anonymous visitor (content-route.tsx). */
export function contentCallPath(pathname: string): string {
  const q = new URLSearchParams({ url: pathname, expand: 'mainContentArea', userId: 'ANON' });
  return `/api/content?${q}`;
}

class ApiStatusError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`the API answered ${status}`);
  }
}

async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  const res = await apiFetch(url, { timeoutMs });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new ApiStatusError(res.status, body);
  return body;
}

export function createPageLookup({ apiUrl, timeoutMs = 2000 }: { apiUrl: string; timeoutMs?: number }) {
  /** The page at a path, or the 404's body: both are answers worth caching, unlike a timeout or a 5xx. */
  const content = staleWhileRevalidate(CONTENT_TTL_MS, (pathname) =>
    getJson(`${apiUrl}${contentCallPath(pathname)}`, timeoutMs).then(
      (page) => ({ found: true as const, page: page as PageContent }),
      (err: unknown) => {
        if (err instanceof ApiStatusError && err.status === 404)
          return { found: false as const, errorPage: pageFromErrorBody(err.body) };
        throw err;
      },
    ),
  );
  const redirect = staleWhileRevalidate(CONTENT_TTL_MS, (uri) =>
    getJson(`${apiUrl}/api/redirect/?${new URLSearchParams({ uri })}`, timeoutMs).then(
      (body) => (body as { target?: string | null } | null)?.target ?? null,
    ),
  );

  /** The page the browser would show at `pathname` (`search` is the query, with its '?', for the redirect lookup). */
  async function lookup(pathname: string, search = ''): Promise<PageLookup> {
    try {
      const answer = await content(pathname);
      if (answer.found) return { kind: 'page', page: answer.page };
      // the browser asks the same before it shows a missing page's error (content-route.tsx)
      const target = checkRedirectTarget(await redirect(`${pathname}${search}`).catch(() => null));
      if (target) return { kind: 'moved', location: target.kind === 'internal' ? target.path : target.href };
      return { kind: 'missing', errorPage: answer.errorPage };
    } catch {
      return { kind: 'unknown' };
    }
  }

  /** The CMS page at `pathname`, or an error when there is none (what the preload hints read). */
  async function page(pathname: string): Promise<PageContent> {
    const answer = await content(pathname);
    if (!answer.found) throw new Error(`no page at ${pathname}`);
    return answer.page;
  }

  return { lookup, page };
}

export type PageLookupService = ReturnType<typeof createPageLookup>;
