import { storeReturnUrl, takeReturnUrl } from './return-url';

const ORIGIN = 'http://localhost:3000';
/** What sign-in returns to when this return URL was stored: it, when safe, else '/'. */
const taken = (stored: string) => {
  sessionStorage.setItem('cle:returnUrl', stored);
  return takeReturnUrl(ORIGIN);
};

describe('return URL check (sign-in and sign-out)', () => {
  test('[S1-AUTH-15] keeps a same-origin path with its query and hash', () => {
    expect(taken('/search?query=tax#results')).toBe('/search?query=tax#results');
    expect(taken('/programs/x/3')).toBe('/programs/x/3');
    expect(taken('/')).toBe('/');
  });

  test.each([
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/account'],
    ['backslash', '/\\evil.com'],
    ['backslash pair', '\\\\evil.com'],
    ['scheme without slashes', 'https:evil.com'],
    ['absolute URL', 'https://evil.com/'],
    ['absolute same-looking URL', 'http://localhost:3000.evil.com/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['javascript scheme, mixed case', 'JaVaScRiPt:alert(1)'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['double-encoded slashes', '/%252F%252Fevil.com'],
    ['encoded leading slashes', '%2F%2Fevil.com'],
    ['tab inside', '/\t/evil.com'],
    ['newline inside', '/\n/evil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['null byte', '/\u0000//evil.com'],
    ['relative path', 'account/library'],
    ['empty', ''],
    ['malformed encoding', '/%E0%A4%A'],
  ])('rejects %s (%j)', (_name, input) => {
    expect(taken(input)).toBe('/');
  });

  test('nothing stored returns to /', () => {
    sessionStorage.removeItem('cle:returnUrl');
    expect(takeReturnUrl(ORIGIN)).toBe('/');
  });

  test('[S1-AUTH-15] [S1-ROUTES-16] [S1-ROUTES-17] stored return URL is read once; missing or unsafe gives /', () => {
    storeReturnUrl('/account/library?page=2', ORIGIN);
    expect(takeReturnUrl(ORIGIN)).toBe('/account/library?page=2');
    expect(takeReturnUrl(ORIGIN)).toBe('/');
    sessionStorage.setItem('cle:returnUrl', '//evil.com');
    expect(takeReturnUrl(ORIGIN)).toBe('/');
    storeReturnUrl('https://evil.com', ORIGIN);
    expect(takeReturnUrl(ORIGIN)).toBe('/');
  });
});
