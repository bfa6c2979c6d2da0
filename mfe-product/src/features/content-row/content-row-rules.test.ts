import {
  applyExclusions,
  carouselLayout,
  cardsPerView,
  feedRequest,
  rowHidden,
  rowType,
  skeletonCardCount,
  usableFeeds,
  visibleItems,
  withoutPurchased,
} from './content-row-rules';

const feed = (text: string, value: string) => ({ text, value });

describe('content rows (spec 3 §2.6, §4.10, §5, §9)', () => {
  test('[S3-HOME-28] a row with no filters is hidden', () => {
    expect(rowHidden([], null)).toBe(true);
  });

  test('[S3-HOME-29] a row with a single filter and no results is hidden', () => {
    const one = [feed('All', '/content-row/feed?tab=Podcasts')];
    expect(rowHidden(one, 0)).toBe(true);
    expect(rowHidden(one, 3)).toBe(false);
    expect(rowHidden(one, null)).toBe(false);
    expect(rowHidden([...one, feed('B', '/content-row/feed?tab=All')], 0)).toBe(false);
  });

  test('[S3-HOME-30] faculty feeds with an empty faculty parameter are dropped', () => {
    const feeds = [
      feed('A', '/content-row/faculty-feed?faculty=1;2'),
      feed('B', '/content-row/faculty-feed?faculty='),
      feed('C', '/content-row/faculty-feed'),
    ];
    expect(usableFeeds(feeds, 'faculty').map((f) => f.text)).toEqual(['A']);
    expect(usableFeeds(feeds, 'standard')).toHaveLength(3);
  });

  test('[S3-HOME-31] library feeds whose facet count is zero are dropped', () => {
    const feeds = [feed('Saved', '/lib?s=1'), feed('Purchased', '/lib?s=2')];
    expect(usableFeeds(feeds, 'library', { '/lib?s=1': 0, '/lib?s=2': 4 }).map((f) => f.text)).toEqual([
      'Purchased',
    ]);
  });

  test('[S3-HOME-25] a row type is standard, faculty or library', () => {
    expect(rowType('faculty')).toBe('faculty');
    expect(rowType('library')).toBe('library');
    expect(rowType('other')).toBe('standard');
  });

  test('[S3-HOME-32] a product list collapses items beyond four', () => {
    const items = [1, 2, 3, 4, 5, 6];
    expect(visibleItems(items, false)).toEqual([1, 2, 3, 4]);
    expect(visibleItems(items, true)).toEqual(items);
  });

  test('a loading row shows as many skeleton cards as it asked its feed for; a list its first four', () => {
    expect(skeletonCardCount({ maxNumberOfItems: 12 })).toBe(12);
    expect(skeletonCardCount({})).toBe(8);
    expect(skeletonCardCount({ maxNumberOfItems: 12, displayContentAsList: true })).toBe(4);
    expect(skeletonCardCount({ maxNumberOfItems: 2, displayContentAsList: true })).toBe(2);
  });

  test('[S3-HOME-35] [S3-HOME-36] [S3-HOME-37] 1 card large, 2 medium, more than 3 a slider', () => {
    expect(carouselLayout(1)).toBe('large');
    expect(carouselLayout(2)).toBe('medium');
    expect(carouselLayout(3)).toBe('row');
    expect(carouselLayout(4)).toBe('slider');
  });

  test('[S3-HOME-38] [S3-HOME-39] three cards per view from 889 px, four from 1049 px', () => {
    expect(cardsPerView(888)).toBe(2);
    expect(cardsPerView(889)).toBe(3);
    expect(cardsPerView(1048)).toBe(3);
    expect(cardsPerView(1049)).toBe(4);
    expect(cardsPerView(400)).toBe(1);
  });

  test('[S3-HOME-40] the feed is called on its own path with ExcludeCode and PageSize', () => {
    const block = {
      maxNumberOfItems: 6,
      editorOverridesNegative: ['1'],
      editorExclusions: ['2'],
      editorOverridesPositive: ['9'],
    };
    expect(feedRequest(feed('All', '/content-row/feed?tab=Podcasts&sort=newest'), block)).toEqual({
      path: '/content-row/feed',
      query: { tab: 'Podcasts', sort: 'newest', PageSize: '6', ExcludeCode: '1;2', IncludeCode: '9' },
    });
    expect(feedRequest(feed('All', '/content-row/feed'), {})).toEqual({
      path: '/content-row/feed',
      query: { PageSize: '8' },
    });
    expect(
      feedRequest(feed('All', '/content-row/feed?format=Live+Webcast%3BLive+In-Person'), {}).query.format,
    ).toBe('Live Webcast;Live In-Person');
  });

  test('[S3-HOME-40] editor negatives and exclusions never show', () => {
    const items = [{ productCode: '1' }, { productCode: '2' }, { productCode: '3' }];
    expect(applyExclusions(items, { editorOverridesNegative: ['1'], editorExclusions: ['3'] })).toEqual([
      { productCode: '2' },
    ]);
  });
});

describe('hidePurchased (spec 3 §3)', () => {
  const items = [{ pk: 'a' }, { pk: 'b' }, { pk: 'c' }];
  test('[S3-HOME-40] purchased items leave the row only when the row says so and ownership is known', () => {
    expect(withoutPurchased(items, true, new Set(['b']))).toEqual([{ pk: 'a' }, { pk: 'c' }]);
    expect(withoutPurchased(items, false, new Set(['b']))).toEqual(items);
    expect(withoutPurchased(items, true, null)).toEqual(items);
  });
});
