// A launch answer's URL, checked before the browser goes there: plain code, apart from the
// registration schemas, so the launch reads it without loading zod.

/**
 * The client's launch check: only http(s) URLs on the site's own origin are opened (a launch URL from
 * anywhere else is refused, never navigated to). Returns the URL to open, or null.
 */
export function safeLaunchUrl(launchUrl: unknown, siteOrigin: string): string | null {
  if (typeof launchUrl !== 'string' || !launchUrl.trim()) return null;
  let url: URL;
  try {
    url = new URL(launchUrl, siteOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== siteOrigin) return null;
  return url.href;
}
