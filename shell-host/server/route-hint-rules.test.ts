// The server's reading of route-hints.json must name the very URLs the remotes ask for: a preload
// that differs by one character is a second download (decision 042).
import { buildUrl } from '@cle/contracts/api-client';
import { parseFeedPath, PRODUCT_CODE_LOOKUP_PATH, productCodesParam } from '@cle/contracts/catalogue-calls';
import { blockCallPaths, expandHint, feedCallPath, hintedChunks, modulesFor } from './route-hint-rules';

/** What the remote's API client requests for a path and query, without the /api prefix. */
const asked = (path: string, query: Record<string, string>) => buildUrl(path, query).replace(/^\/api/, '');

const carousel = {
  type: 'HomeCarouselBlock',
  liveNowFeed: '/content-row/feed?when=live-now&format=Live+Webcast&sort=date&PageSize=1',
  slides: [{ code: '386062' }, { heading: 'no program' }, { code: '386538' }],
};
const carouselCalls = [{ feed: 'liveNowFeed', unless: 'liveProgramWebcasts' }, { cards: 'slides' }];

describe('route hint rules', () => {
  it('a lazy chunk is named by its webpackChunkName, whatever its hash; numbered chunks and other names are not', () => {
    const async = ['9305.0c835a03.js', 'hls.10d4ea09.js', 'hlsx.1.js', 'registration-schemas.ab12.js'];
    expect(hintedChunks(async, ['hls'])).toEqual(['hls.10d4ea09.js']);
    expect(hintedChunks(async, ['hls', 'registration-schemas'])).toEqual([
      'hls.10d4ea09.js',
      'registration-schemas.ab12.js',
    ]);
    expect(hintedChunks(async)).toEqual([]);
  });

  it('a feed property is asked for as the API client builds it from the stored feed path', () => {
    for (const value of [
      carousel.liveNowFeed,
      '/content-row/feed?when=upcoming&format=Live+In-Person%3BLive+Webcast&sort=date',
      '/content-row/faculty-feed?faculty=168;26;78',
      '/content-row/feed',
    ]) {
      const { path, query } = parseFeedPath(value);
      expect(feedCallPath(value)).toBe(asked(path, query));
    }
  });

  it('an odd feed value names nothing', () => {
    for (const value of [undefined, 42, 'content-row/feed', '//evil.example/feed', '/a/../b?x=1', '/a b'])
      expect(feedCallPath(value)).toBeNull();
  });

  it('a carousel block names its live-now feed and one card look-up for its slides, in slide order', () => {
    expect(blockCallPaths(carouselCalls, carousel)).toEqual([
      feedCallPath(carousel.liveNowFeed),
      asked(PRODUCT_CODE_LOOKUP_PATH, { ProductCodes: productCodesParam(['386062', '386538']) }),
    ]);
  });

  it('a block listing its live webcasts asks for no feed; a block without slides for no cards', () => {
    expect(blockCallPaths(carouselCalls, { ...carousel, liveProgramWebcasts: [] })).toEqual([
      asked(PRODUCT_CODE_LOOKUP_PATH, { ProductCodes: '|386062;|386538' }),
    ]);
    expect(blockCallPaths(carouselCalls, { type: 'HomeCarouselBlock' })).toEqual([]);
    expect(blockCallPaths(carouselCalls, { type: 'HomeCarouselBlock', slides: 'x' })).toEqual([]);
  });

  it('a shell page lists each remote block module once, with its blocks in page order', () => {
    const second = { ...carousel, liveNowFeed: undefined, slides: [{ code: '1' }] };
    const modules = modulesFor({
      contentType: ['PageData', 'StartPage'],
      properties: { blocks: [carousel, { type: 'RichTextBlock', html: '' }, second] },
    });
    const found = modules.find((m) => m.module === './HomeCarousel');
    expect(found?.remote).toBe('mfe_product');
    expect(found?.blocks).toEqual([carousel, second]);
    expect(modules.filter((m) => m.module === './HomeCarousel')).toHaveLength(1);
  });

  it('page templates take the content property, URI-encoded, and refuse odd values', () => {
    expect(expandHint('/product/{code}', { code: '380000' })).toBe('/product/380000');
    expect(expandHint('/product/{code}', { code: 'a/b' })).toBeNull();
    expect(expandHint('/product/{code}', {})).toBeNull();
  });

  it('fills {?name} from the page address query (the player at /player?code=), refusing odd values', () => {
    const query = (search: string) => new URLSearchParams(search);
    expect(expandHint('/product/{?code}', {}, query('?code=384998'))).toBe('/product/384998');
    // a property of the same name is not a query parameter, and the other way round
    expect(expandHint('/product/{?code}', { code: '380000' })).toBeNull();
    expect(expandHint('/product/{code}', {}, query('?code=380000'))).toBeNull();
    for (const odd of ['?code=a%2Fb', '?code=', '?code=../x', '?other=1', `?code=${'1'.repeat(65)}`])
      expect(expandHint('/product/{?code}', {}, query(odd))).toBeNull();
  });
});
