import { BREAKPOINTS } from '@cle/contracts/site';
import { forcesFullReload, segmentPathFromHash, shouldMountCartPanel } from './route-kinds';
import { pageErrorText } from './page-error-text';

describe('shell rules', () => {
  test('[S3-CART-11] [S3-CART-12] [S3-CART-13] the cart panel mounts only signed in, with a token, and the cart flag exactly true', () => {
    expect(shouldMountCartPanel(true, true)).toBe(true);
    expect(shouldMountCartPanel(false, true)).toBe(false);
    expect(shouldMountCartPanel(true, false)).toBe(false);
    expect(shouldMountCartPanel(true, undefined)).toBe(false);
    expect(shouldMountCartPanel(true, 'true')).toBe(false);
  });

  test('[S1-CONST-05] breakpoints are sm 576, sm700 700, sm728 728, md 889, lg 1201, xl 1440, 2xl 1680', () => {
    expect(BREAKPOINTS).toEqual({
      sm: 576,
      sm700: 700,
      sm728: 728,
      md: 889,
      lg: 1201,
      xl: 1440,
      '2xl': 1680,
    });
  });

  test('[S1-ROUTES-01] [S1-ROUTES-02] marketing, api, global-asset, rss, sitemap and robots paths force a full reload', () => {
    for (const p of [
      '/marketing/spring',
      '/api/health',
      '/globalassets/logo.png',
      '/rss',
      '/rss.xml',
      '/sitemap.xml',
      '/sitemap-programs.xml',
      '/robots.txt',
    ])
      expect(forcesFullReload(p)).toBe(true);
    for (const p of ['/', '/search', '/programs/x', '/apiary', '/marketingplan'])
      expect(forcesFullReload(p)).toBe(false);
  });

  test('[S1-ROUTES-20] a program URL ending in #SEGV{n} becomes the program path plus /{n}', () => {
    expect(segmentPathFromHash('/programs/tax-institute', '#SEGV3')).toBe('/programs/tax-institute/3');
    expect(segmentPathFromHash('/programs/tax-institute/', '#segv12')).toBe('/programs/tax-institute/12');
    expect(segmentPathFromHash('/programs/tax-institute', '#overview')).toBeNull();
  });

  test('page fetch failure texts: a status without a message falls back to the default text', () => {
    expect(pageErrorText(400)).toBe('400 Bad Request');
    expect(pageErrorText(403)).toBe('403 Access forbidden');
    expect(pageErrorText(404)).toBe('404 Page not found');
    expect(pageErrorText(502, 'Bad gateway')).toBe('502 Bad gateway');
    expect(pageErrorText(0)).toBe('Network error connecting to CMS');
    expect(pageErrorText(500)).toBe('500 Network error connecting to CMS');
  });
});
