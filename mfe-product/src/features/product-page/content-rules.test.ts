import {
  bookAreaOrder,
  bookContentAreaPosition,
  guestLayout,
  initials,
  playerSource,
  podcastAreaOrder,
  searchToc,
  TOC_COLLAPSED_COUNT,
  showsOrderNotice,
  tableOfContents,
} from './content-rules';
import { tocSearchUrl, tocVolumes } from './toc-rules';

describe('book page rules (spec 3 §2.1, §3)', () => {
  test('[S3-PDP-27] [S3-PDP-28] the book content area position is 1 to 7, default 3', () => {
    expect(bookContentAreaPosition(5)).toBe(5);
    expect(bookContentAreaPosition('7')).toBe(7);
    expect(bookContentAreaPosition(undefined)).toBe(3);
    expect(bookContentAreaPosition(0)).toBe(3);
    expect(bookContentAreaPosition(8)).toBe(3);
    expect(bookContentAreaPosition(2.5)).toBe(3);
  });

  test('[S3-PDP-26] [S3-PDP-27] the book area goes among the seven content areas at its position', () => {
    expect(bookAreaOrder(undefined)).toEqual([1, 2, 'book', 3, 4, 5, 6, 7]);
    expect(bookAreaOrder(1)).toEqual(['book', 1, 2, 3, 4, 5, 6, 7]);
    expect(bookAreaOrder(7)).toEqual([1, 2, 3, 4, 5, 6, 'book', 7]);
  });

  test('[S3-PDP-19] the table of contents shows only when present', () => {
    expect(tableOfContents(undefined)).toBeNull();
    expect(tableOfContents('')).toBeNull();
    expect(tableOfContents('[]')).toBeNull();
    expect(tableOfContents('not json')).toBeNull();
    expect(tableOfContents('[{"title":"Chapter 1: Basics","chapter":1}]')).toEqual([
      { title: 'Chapter 1: Basics', chapter: 1 },
    ]);
  });

  test('[S3-PDP-20] the table of contents search matches titles', () => {
    const toc = [{ title: 'Securities Basics' }, { title: 'Tax Issues' }];
    expect(searchToc(toc, 'tax')).toEqual([{ title: 'Tax Issues' }]);
    expect(searchToc(toc, ' ')).toEqual(toc);
  });

  test('[S3-PDP-29] the order notice shows for print variants', () => {
    expect(showsOrderNotice({ isStockItem: true })).toBe(true);
    expect(showsOrderNotice({ isStockItem: false })).toBe(false);
  });
});

describe('podcast episode rules (spec 3 §2.1, §9)', () => {
  test('[S3-PDP-72] a player shows only for vimeo, podbean or acast', () => {
    expect(playerSource('https://player.vimeo.com/video/900000101')).toBe('vimeo');
    expect(playerSource('https://www.podbean.com/player-v2/?i=x')).toBe('podbean');
    expect(playerSource('https://embed.acast.com/pli/3')).toBe('acast');
    expect(playerSource('https://www.youtube.com/embed/x')).toBeNull();
    expect(playerSource('https://evilvimeo.com/x')).toBeNull();
    expect(playerSource(null)).toBeNull();
    expect(playerSource('not a url')).toBeNull();
  });

  test('[S3-PDP-77] [S3-PDP-78] guest layouts: no bio, single, bio list, two columns from 6', () => {
    const g = (n: number, bio = 'A bio') => Array.from({ length: n }, () => ({ biography: bio }));
    expect(guestLayout([])).toBe('none');
    expect(guestLayout(g(2, ''))).toBe('no-bio');
    expect(guestLayout(g(1))).toBe('single');
    expect(guestLayout(g(5))).toBe('bio-list');
    expect(guestLayout(g(6))).toBe('two-column');
    expect(guestLayout(g(7))).toBe('two-column');
    expect(guestLayout(g(6, ''))).toBe('two-column');
  });

  test('an avatar shows the initials of the first and last names', () => {
    expect(initials('Anil K. Kim')).toBe('AK');
    expect(initials('Maria Hoffman')).toBe('MH');
  });

  test('[S3-PDP-82] [S3-PDP-83] the push area goes at position 1 to 4 among content areas 1 to 4', () => {
    expect(podcastAreaOrder(3)).toEqual([1, 2, 'push', 3, 4]);
    expect(podcastAreaOrder(undefined)).toEqual(['push', 1, 2, 3, 4]);
    expect(podcastAreaOrder(9)).toEqual(['push', 1, 2, 3, 4]);
  });
});

describe('table of contents by volume and the PLI PLUS search', () => {
  test('[S1-PRODUCT-08] chapters are grouped by volume in volume order (no volume: volume 1)', () => {
    const toc = [
      { volume: 2, chapter: '3', title: 'C' },
      { volume: 1, chapter: '1', title: 'A' },
      { chapter: '2', title: 'B' },
    ];
    expect(tocVolumes(toc)).toEqual([
      { volume: 1, entries: [toc[1], toc[2]] },
      { volume: 2, entries: [toc[0]] },
    ]);
    expect(TOC_COLLAPSED_COUNT).toBe(10);
  });

  test('[S1-PRODUCT-09] [S1-PRODUCT-10] the search URL replaces the query placeholder with the encoded text; none while blank', () => {
    const template = 'https://plus.pli.edu/search?book=200000&query={query}';
    expect(tocSearchUrl(template, '  lease & rent ')).toBe(
      'https://plus.pli.edu/search?book=200000&query=lease%20%26%20rent',
    );
    expect(tocSearchUrl(template, '   ')).toBeNull();
    expect(tocSearchUrl(null, 'lease')).toBeNull();
    expect(tocSearchUrl('https://plus.pli.edu/search', 'lease')).toBeNull();
  });
});
