import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  cookieDomainFor,
  cookieString,
  legacyTarget,
  readCookie,
  rejectNewSite,
  REJECT_EXPIRES,
  REJECTED_NEW_SITE,
  REJECTED_OLD_SITE,
  shouldRedirectToLegacy,
  SITE_VERSION_COOKIE,
} from './legacy-redirect';
import { LegacySiteLink } from './legacy-site-link';
import { SITE_VERSION_COOKIE_NAME } from './use-legacy-redirect';

const WHITELIST = ['/support/', '/company/contact-us'];

describe('legacy redirect rules (spec 1 §4)', () => {
  afterEach(() => {
    document.cookie = `${SITE_VERSION_COOKIE}=; Max-Age=0; Path=/`;
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

  test('[S1-ROUTES-43] the cookies are kept on the provider domain (and host-only where the page is not on it)', () => {
    expect(cookieDomainFor('www.pli.example', '.pli.example')).toBe('.pli.example');
    expect(cookieDomainFor('pli.example', 'pli.example')).toBe('.pli.example');
    expect(cookieDomainFor('localhost', '.pli.example')).toBeNull();
    expect(cookieDomainFor('evilpli.example', '.pli.example')).toBeNull();
    expect(
      cookieString(SITE_VERSION_COOKIE, REJECTED_NEW_SITE, { domain: '.pli.example', secure: true }),
    ).toBe('siteVersion=legacy; Path=/; Domain=.pli.example; SameSite=Lax; Secure');
  });

  test('the redirect hook looks for the same cookie the rules read', () => {
    expect(SITE_VERSION_COOKIE_NAME).toBe(SITE_VERSION_COOKIE);
  });

  test('[S1-ROUTES-44] the reject value lasts until year 9999', () => {
    const written: string[] = [];
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((v) => void written.push(v));
    rejectNewSite({ cookieDomain: '.pli.example' });
    spy.mockRestore();
    expect(written).toEqual([`siteVersion=legacy; Path=/; Expires=${REJECT_EXPIRES}; SameSite=Lax`]);
    expect(new Date(REJECT_EXPIRES).getUTCFullYear()).toBe(9999);
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
    expect(readCookie(document.cookie, SITE_VERSION_COOKIE)).toBeUndefined();
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate away
    fireEvent.click(link);
    await waitFor(() => expect(readCookie(document.cookie, SITE_VERSION_COOKIE)).toBe(REJECTED_NEW_SITE));
  });
});
