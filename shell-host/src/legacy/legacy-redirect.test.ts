// the cookies the rules read are written by the switch route (shell-host/server/legacy-switch.test.ts)
import { legacyTarget, shouldRedirectToLegacy } from './legacy-redirect';

// the site-version cookie's values: which site the visitor rejected
const REJECTED_NEW_SITE = 'legacy';
const REJECTED_OLD_SITE = 'new';

const WHITELIST = ['/support/', '/company/contact-us'];

describe('legacy redirect rules (spec 1 §4)', () => {
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
});
