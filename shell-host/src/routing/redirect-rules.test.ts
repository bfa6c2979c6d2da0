import { checkRedirectTarget, isSitePath, withQueryAndHash } from './redirect-rules';

describe('redirect targets', () => {
  test('[S1-ROUTES-05] [S1-ROUTES-08] site paths are followed inside the site', () => {
    expect(checkRedirectTarget('/programs/ethics-2027')).toEqual({
      kind: 'internal',
      path: '/programs/ethics-2027',
    });
    expect(isSitePath('/search?query=x')).toBe(true);
  });

  test('[S1-ROUTES-11] [S1-ROUTES-12] external hrefs only to allowed hosts over https', () => {
    expect(checkRedirectTarget('https://plus.pli.edu/details/B1')).toEqual({
      kind: 'external',
      href: 'https://plus.pli.edu/details/B1',
    });
    expect(checkRedirectTarget('https://cle-claims.pli.edu/claim?item=P1')?.kind).toBe('external');
    for (const bad of [
      'https://evil.example/',
      'http://plus.pli.edu/details/B1',
      'https://plus.pli.edu.evil.example/',
      'https://user:pw@plus.pli.edu/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'not a url',
    ])
      expect(checkRedirectTarget(bad)).toBeNull();
  });

  test('[S1-ROUTES-13] no href means no target (the claim-credit route then goes to /)', () => {
    expect(checkRedirectTarget(null)).toBeNull();
    expect(checkRedirectTarget('')).toBeNull();
  });

  test('[S1-ROUTES-06] [S1-ROUTES-09] the redirect keeps the query and hash', () => {
    expect(withQueryAndHash('/programs/a', '?utm=x', '#SEGV2')).toBe('/programs/a?utm=x#SEGV2');
    expect(withQueryAndHash('/programs/a?b=1', '?utm=x', '')).toBe('/programs/a?b=1&utm=x');
    expect(withQueryAndHash('/programs/a', '', '')).toBe('/programs/a');
  });
});
