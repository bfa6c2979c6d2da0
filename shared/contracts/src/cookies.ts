// Reading one cookie from a Cookie header or document.cookie, through the cookie package (RFC 6265
// parsing, values URI-decoded, a malformed encoding left as sent): one reader for the shell, its server
// and the remotes instead of a split(';') in each.
import { parse } from 'cookie';

/** The value of cookie `name` (decoded), or undefined when the header has none. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  return parse(header ?? '')[name];
}
