import {
  addNonces,
  apiHelmetOptions,
  documentHelmetOptions,
  isDocumentType,
  originList,
} from './security-headers';

type Directives = Record<string, string[]>;
const directivesOf = (options: ReturnType<typeof documentHelmetOptions>) =>
  (options.contentSecurityPolicy as { directives: Directives }).directives;

describe('shared security headers', () => {
  test('a page policy: no unsafe sources, nothing embeddable, remote origins and identity where needed', () => {
    const d = directivesOf(
      documentHelmetOptions({
        scriptSrc: ['http://localhost:3001'],
        connectSrc: ['http://localhost:4001'],
        frameSrc: ['http://localhost:4001'],
        frameAncestors: ["'self'"],
      }),
    );
    expect(d['script-src']).toEqual(["'self'", 'http://localhost:3001']);
    expect(d['style-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'none'"]);
    expect(d['script-src-attr']).toEqual(["'none'"]);
    expect(d['connect-src']).toEqual(["'self'", 'http://localhost:4001']);
    // adaptive streams play through a MediaSource's blob: URL; nothing else may be a media source
    expect(d['media-src']).toEqual(["'self'", 'blob:']);
    expect(d['frame-src']).toEqual(["'self'", 'http://localhost:4001']);
    expect(d['frame-ancestors']).toEqual(["'self'"]);
    expect(d['upgrade-insecure-requests']).toBeUndefined();
    expect(JSON.stringify(d)).not.toMatch(/unsafe-(inline|eval)/);
  });

  test('frame-ancestors is none when nobody may frame the pages', () => {
    const options = documentHelmetOptions({ frameAncestors: [] });
    expect(directivesOf(options)['frame-ancestors']).toEqual(["'none'"]);
    expect(options.xFrameOptions).toEqual({ action: 'deny' });
    // HSTS is added per response, over TLS only (serving.ts)
    expect(options.strictTransportSecurity).toBe(false);
  });

  test('the API policy forbids rendering, framing and forms', () => {
    expect(directivesOf(apiHelmetOptions())).toEqual({
      'default-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });

  test('addNonces marks every inline and external script and style, and leaves nonced tags alone', () => {
    expect(
      addNonces('<script>a()</script><script defer src="/m.js"></script><style>b{}</style><scripts>', {
        script: 'n1',
        style: 's1',
      }),
    ).toBe(
      '<script nonce="n1">a()</script><script nonce="n1" defer src="/m.js"></script><style nonce="s1">b{}</style><scripts>',
    );
    expect(addNonces('<script nonce="a">x</script>', { script: 'n', style: 's' })).toBe(
      '<script nonce="a">x</script>',
    );
  });

  test('origin lists are normalised and reject anything but http(s) origins', () => {
    expect(originList('http://localhost:3001/, https://x.example/path')).toEqual([
      'http://localhost:3001',
      'https://x.example',
    ]);
    expect(() => originList('javascript:alert(1)')).toThrow('not an http(s) origin');
  });

  test('the page policy stays on documents (HTML, SVG, XML and unknown types) only', () => {
    expect(isDocumentType('text/html; charset=utf-8')).toBe(true);
    expect(isDocumentType('image/svg+xml')).toBe(true);
    expect(isDocumentType(undefined)).toBe(true);
    expect(isDocumentType('application/javascript; charset=utf-8')).toBe(false);
    expect(isDocumentType('application/json; charset=utf-8')).toBe(false);
    expect(isDocumentType('image/webp')).toBe(false);
  });
});
