// How a server-rendered first view hands over to the browser: #root carries the marker, and the SWR
// fallback the server rendered with travels beside it as a JSON data block. A data block never runs,
// so the strict CSP has nothing to allow; the browser's first render reads the same data and matches.

/** On #root when its HTML came from the server: the browser hydrates it instead of rendering anew. */
export const SSR_ROOT_ATTRIBUTE = 'data-ssr';
/** The id of the `<script type="application/json">` holding the server's SWR fallback. */
export const SSR_DATA_ID = 'cle-ssr-data';

/** JSON safe inside a script element: no '<', so no value can close it or open a comment. */
function serialiseSsrData(fallback: Record<string, unknown>): string {
  return JSON.stringify(fallback).replace(/</g, '\\u003c');
}

/** The data block the server writes after #root. */
export function ssrDataScript(fallback: Record<string, unknown>): string {
  return `<script type="application/json" id="${SSR_DATA_ID}">${serialiseSsrData(fallback)}</script>`;
}

/**
 * The server's fallback when #root holds server HTML and the data block reads; null otherwise (the
 * browser then renders from scratch, as for a page the server did not render).
 */
export function readSsrData(
  root: Element,
  doc: Document = root.ownerDocument,
): Record<string, unknown> | null {
  if (!root.hasAttribute(SSR_ROOT_ATTRIBUTE)) return null;
  const text = doc.getElementById(SSR_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The id of the data block holding the strings the server render formatted (@cle/ui/intl's seed). */
const INTL_SEED_ID = 'cle-intl-seed';

/** The formatted strings' data block, written after the SWR fallback's; nothing when there are none. */
export function intlSeedScript(seed: Record<string, string>): string {
  return Object.keys(seed).length
    ? `<script type="application/json" id="${INTL_SEED_ID}">${serialiseSsrData(seed)}</script>`
    : '';
}

/** The server render's formatted strings, or an empty seed when the page has none (or they do not read). */
export function readIntlSeed(doc: Document): Record<string, string> {
  try {
    const data: unknown = JSON.parse(doc.getElementById(INTL_SEED_ID)?.textContent || '{}');
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, string>) : {};
  } catch {
    return {};
  }
}
