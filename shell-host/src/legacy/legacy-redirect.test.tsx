/**
 * @jest-environment-options {"url": "https://www.pli.example/"}
 */
// on the provider's domain over https, as the site runs: the cookies take its domain and Secure
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { legacyTarget, readCookie, rejectNewSite, shouldRedirectToLegacy } from './legacy-redirect';
import { LegacySiteLink } from './legacy-site-link';

// the site-version cookie's values: which site the visitor rejected
const REJECTED_NEW_SITE = 'legacy';
const REJECTED_OLD_SITE = 'new';

const WHITELIST = ['/support/', '/company/contact-us'];

describe('legacy redirect rules (spec 1 §4)', () => {
  afterEach(() => {
    document.cookie = 'siteVersion=; Max-Age=0; Path=/';
  });

  test('[S1-ROUTES-39] rule 2 redirects only a visitor who rejected the new site', () => {
    expect(shouldRedirectToLegacy(2, REJECTED_NEW_SITE, '/search', WHITELIST)).toBe(true);
    expect(shouldRedirectToLegacy(2, undefined, '/search', WHITELIST)).toBe(false);
    expect(shouldRedirectToLegacy(2, REJECTED_OLD_SITE, '/search', WHITELIST)).toBe(false);
  });

  test('[S1-ROUTES-40] rule 3 redirects everyone unless they rejected the old site', () => {
    expect(shouldRedirectToLegacy(3, undefined, '/search', WHITELIST)).toBe(true);
    expect(shouldRedirectToLegacy(3, REJECTED_NEW_SITE, '/search', WHITELIST)).toBe(true);
    expect(shouldRedirectToLegacy(3, REJECTED_OLD_SITE, '/search', WHITELIST)).toBe(false);
  });

  test('[S1-ROUTES-41] rule 4 always redirects; other values never do', () => {
    for (const v of [undefined, REJECTED_NEW_SITE, REJECTED_OLD_SITE])
      expect(shouldRedirectToLegacy(4, v, '/', WHITELIST)).toBe(true);
    for (const rule of [0, 1, 5])
      expect(shouldRedirectToLegacy(rule, REJECTED_NEW_SITE, '/', WHITELIST)).toBe(false);
  });

  test('[S1-ROUTES-42] whitelisted URLs are exempt under every rule', () => {
    for (const rule of [2, 3, 4]) {
      expect(shouldRedirectToLegacy(rule, REJECTED_NEW_SITE, '/support/privacy-policy', WHITELIST)).toBe(
        false,
      );
      expect(shouldRedirectToLegacy(rule, REJECTED_NEW_SITE, '/support', WHITELIST)).toBe(false);
      expect(shouldRedirectToLegacy(rule, REJECTED_NEW_SITE, '/Company/Contact-Us', WHITELIST)).toBe(false);
      // an exact entry covers only itself
      expect(shouldRedirectToLegacy(rule, REJECTED_NEW_SITE, '/company/contact-us/form', WHITELIST)).toBe(
        true,
      );
    }
  });

  test('the redirect keeps the path and query on the legacy origin', () => {
    expect(legacyTarget('https://legacy.pli.example/', '/search', '?query=tax')).toBe(
      'https://legacy.pli.example/search?query=tax',
    );
  });

  const rejectCookie = (cookieDomain: string | undefined) => {
    const written: string[] = [];
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((v) => void written.push(v));
    rejectNewSite({ cookieDomain });
    spy.mockRestore();
    return written;
  };

  test('[S1-ROUTES-43] the cookies are kept on the provider domain (and host-only where the page is not on it)', () => {
    // the page is on www.pli.example
    expect(rejectCookie('.pli.example')[0]).toContain('; Domain=.pli.example;');
    expect(rejectCookie('pli.example')[0]).toContain('; Domain=.pli.example;');
    expect(rejectCookie('.other.example')[0]).not.toContain('Domain=');
    expect(rejectCookie('li.example')[0]).not.toContain('Domain='); // a suffix, not a parent domain
    expect(rejectCookie(undefined)[0]).not.toContain('Domain=');
  });

  test('[S1-ROUTES-44] the reject value lasts until year 9999', () => {
    expect(rejectCookie('.pli.example')).toEqual([
      'siteVersion=legacy; Path=/; Domain=.pli.example; Expires=Fri, 31 Dec 9999 23:59:59 GMT; SameSite=Lax; Secure',
    ]);
  });

  test('[S1-CHROME-32] [S1-CHROME-33] the legacy link is external and following it opts out of the new site', async () => {
    render(
      <LegacySiteLink
        link={{ href: 'https://legacy.pli.example/', text: 'Switch to the legacy site' }}
        settings={{ rule: 2, whitelist: [] }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Switch to the legacy site' });
    expect(link).toHaveAttribute('href', 'https://legacy.pli.example/');
    expect(link).toHaveAttribute('rel', 'external');
    expect(readCookie(document.cookie, 'siteVersion')).toBeUndefined();
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate away
    fireEvent.click(link);
    await waitFor(() => expect(readCookie(document.cookie, 'siteVersion')).toBe(REJECTED_NEW_SITE));
  });
});
