// Where the visitor goes back to after signing in or out. Only a path on this site is accepted:
// anything that could leave the origin (//evil.com, /\evil.com, https:evil.com, javascript:,
// encoded or control-character variants) is refused, and the caller falls back to '/'.

const MAX_DECODE_ROUNDS = 3;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Returns the same-origin path (path + query + hash) or null when the input is not one. */
function safeReturnUrl(input: unknown, origin: string): string | null {
  if (typeof input !== 'string' || input.length === 0 || input.length > 2048) return null;
  // Decode a few times: an encoded '//' or '\' is as dangerous as a plain one.
  let decoded = input;
  for (let i = 0; i < MAX_DECODE_ROUNDS; i++) {
    if (CONTROL.test(decoded) || decoded.includes('\\')) return null;
    if (!decoded.startsWith('/') || decoded.startsWith('//')) return null;
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (CONTROL.test(decoded) || decoded.includes('\\') || !decoded.startsWith('/') || decoded.startsWith('//'))
    return null;
  let url: URL;
  try {
    url = new URL(input, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !['http:', 'https:'].includes(url.protocol)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

const RETURN_URL_KEY = 'cle:returnUrl';
const DEFAULT_RETURN_URL = '/';

/** Stores where to come back to (not a token: a same-origin path) for the duration of the tab. */
export function storeReturnUrl(url: string, origin: string, storage: Storage = sessionStorage): void {
  storage.setItem(RETURN_URL_KEY, safeReturnUrl(url, origin) ?? DEFAULT_RETURN_URL);
}

/** Reads and forgets the stored return URL; anything unsafe becomes '/'. */
export function takeReturnUrl(origin: string, storage: Storage = sessionStorage): string {
  const value = storage.getItem(RETURN_URL_KEY);
  storage.removeItem(RETURN_URL_KEY);
  return safeReturnUrl(value, origin) ?? DEFAULT_RETURN_URL;
}
