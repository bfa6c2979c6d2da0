import {
  autoSwitchTab,
  clearFilters,
  FILTER_GROUPS,
  isPlayable,
  LIBRARY_PAGE_SIZE,
  LIBRARY_TITLE,
  libraryQuery,
  libraryUrlSearch,
  loadMore,
  mergeLibraryPages,
  orderQuickFilters,
  parseLibraryUrl,
  primaryAction,
  progressLabel,
  selectSort,
  selectTab,
  showsSparseState,
  SORTS,
  splitActions,
  splitCredits,
  TABS,
  toggleFilter,
  truncateWords,
  visibleSegments,
} from './library-rules';
import type { LibraryState } from './library-rules';

/** The state of a bare /account/library address: the product's defaults. */
const DEFAULT_STATE = parseLibraryUrl('');
const state = (over: Partial<LibraryState> = {}): LibraryState => ({ ...DEFAULT_STATE, ...over });
const values = (key: string) => FILTER_GROUPS.find((g) => g.key === key)!.values.map((v) => v.value);

describe('My Library constants (spec 1 §2, §9)', () => {
  test('[S1-LIBRARY-01] the title is My Library', () => {
    expect(LIBRARY_TITLE).toBe('My Library');
  });
  test('[S1-LIBRARY-02] the tabs are All, Programs, Publications, Podcasts', () => {
    expect(TABS).toEqual(['All', 'Programs', 'Publications', 'Podcasts']);
  });
  test('[S1-LIBRARY-42] [S1-LIBRARY-43] sorts: LastAdded (default), ExpiringSoonest, LastWatched, NewestFirst, OldestFirst', () => {
    expect(SORTS).toEqual(['LastAdded', 'ExpiringSoonest', 'LastWatched', 'NewestFirst', 'OldestFirst']);
    expect(parseLibraryUrl('').sort).toBe('LastAdded');
  });
  test('[S1-LIBRARY-48] Credit Status has creditsForRequest and creditsRequested', () => {
    expect(FILTER_GROUPS.find((g) => g.key === 'creditStatus')!.name).toBe('Credit Status');
    expect(values('creditStatus')).toEqual(['creditsForRequest', 'creditsRequested']);
  });
  test('[S1-LIBRARY-49] Program Status has continueWatching, upcoming and isSaved', () => {
    expect(FILTER_GROUPS.find((g) => g.key === 'libraryItemStatus')!.name).toBe('Program Status');
    expect(values('libraryItemStatus')).toEqual(['continueWatching', 'upcoming', 'isSaved']);
  });
  test('[S1-LIBRARY-50] Formats has liveInPerson, liveWebcast, onDemand, podcastAndRelatedMedia, videoPodcast', () => {
    expect(FILTER_GROUPS.find((g) => g.key === 'format')!.name).toBe('Formats');
    expect(values('format')).toEqual([
      'liveInPerson',
      'liveWebcast',
      'onDemand',
      'podcastAndRelatedMedia',
      'videoPodcast',
    ]);
  });
  test('[S1-LIBRARY-52] Duration has 60+min, half+day, full+day and multi+day', () => {
    expect(FILTER_GROUPS.find((g) => g.key === 'duration')!.name).toBe('Duration');
    expect(values('duration')).toEqual(['60+min', 'half+day', 'full+day', 'multi+day']);
  });
  test('[S1-LIBRARY-53] load more asks for pages of the team-chosen size (10)', () => {
    expect(LIBRARY_PAGE_SIZE).toBe(10);
    expect(libraryQuery(DEFAULT_STATE, 3)).toEqual({ pageNumber: '3', pageSize: '10' });
    expect(
      libraryQuery(
        state({ tab: 'Podcasts', sort: 'OldestFirst', filters: { format: ['onDemand', 'liveWebcast'] } }),
        1,
      ),
    ).toEqual({
      groupSearchableType: 'Podcasts',
      format: 'onDemand,liveWebcast',
      sort: 'OldestFirst',
      pageNumber: '1',
      pageSize: '10',
    });
  });
});

describe('My Library URL (spec 1 §2)', () => {
  test('[S1-LIBRARY-08] the URL keeps page, sort and filter parameters, and reads them back', () => {
    const s = state({
      tab: 'Programs',
      sort: 'LastWatched',
      page: 3,
      filters: { format: ['onDemand', 'liveWebcast'], creditStatus: ['creditsRequested'] },
    });
    const search = libraryUrlSearch(s);
    expect(search).toBe(
      '?groupSearchableType=Programs&creditStatus=creditsRequested&format=onDemand%2CliveWebcast&sort=LastWatched&page=3',
    );
    expect(parseLibraryUrl(search)).toEqual(s);
  });
  test('[S1-LIBRARY-09] the page parameter is dropped on the first page', () => {
    expect(libraryUrlSearch(state({ page: 1, sort: 'OldestFirst' }))).toBe('?sort=OldestFirst');
    expect(libraryUrlSearch(state({ page: 2 }))).toBe('?page=2');
    expect(parseLibraryUrl('?page=1').page).toBe(1);
    expect(parseLibraryUrl('?page=abc').page).toBe(1);
  });
  test('[S1-LIBRARY-10] a value equal to its default is left out of the URL', () => {
    expect(libraryUrlSearch(DEFAULT_STATE)).toBe('');
    expect(libraryUrlSearch(state({ tab: 'All', sort: 'LastAdded', filters: { format: [] } }))).toBe('');
    expect(libraryUrlSearch(state({ sort: 'NewestFirst' }))).toBe('?sort=NewestFirst');
  });
  test('unknown values in a hand-edited URL fall back to the defaults', () => {
    expect(parseLibraryUrl('?groupSearchableType=Videos&sort=Random&format=nope,onDemand')).toEqual(
      state({ filters: { format: ['onDemand'] } }),
    );
  });
});

describe('My Library transitions (spec 1 §4)', () => {
  test('[S1-LIBRARY-34] [S1-LIBRARY-35] toggling a multi-select value adds/removes it in a comma-joined list and resets to page 1', () => {
    let s = state({ page: 4 });
    s = toggleFilter(s, 'format', 'onDemand');
    expect(s.page).toBe(1);
    s = toggleFilter({ ...s, page: 2 }, 'format', 'liveWebcast');
    expect(s.filters.format).toEqual(['onDemand', 'liveWebcast']);
    expect(s.page).toBe(1);
    expect(libraryUrlSearch(s)).toBe('?format=onDemand%2CliveWebcast');
    expect(new URLSearchParams(libraryUrlSearch(s)).get('format')).toBe('onDemand,liveWebcast');
    s = toggleFilter(s, 'format', 'onDemand');
    expect(s.filters.format).toEqual(['liveWebcast']);
    s = toggleFilter(s, 'format', 'liveWebcast');
    expect(s.filters.format).toBeUndefined();
  });
  test('[S1-LIBRARY-36] a radio group holds a single value', () => {
    let s = toggleFilter(DEFAULT_STATE, 'creditStatus', 'creditsForRequest');
    s = toggleFilter(s, 'creditStatus', 'creditsRequested');
    expect(s.filters.creditStatus).toEqual(['creditsRequested']);
    expect(parseLibraryUrl('?creditStatus=creditsForRequest,creditsRequested').filters.creditStatus).toEqual([
      'creditsForRequest',
    ]);
  });
  test('[S1-LIBRARY-37] the tab group holds a single value (and starts again at page 1)', () => {
    const s = selectTab(state({ tab: 'Programs', page: 3 }), 'Podcasts');
    expect(s.tab).toBe('Podcasts');
    expect(s.page).toBe(1);
    expect(new URLSearchParams(libraryUrlSearch(s)).getAll('groupSearchableType')).toEqual(['Podcasts']);
  });
  test('[S1-LIBRARY-38] Clear removes all filters except the type tab', () => {
    const s = clearFilters(
      state({ tab: 'Publications', page: 2, filters: { bookFormat: ['Treatise'], duration: ['60+min'] } }),
    );
    expect(s).toEqual(state({ tab: 'Publications', page: 1, filters: {} }));
  });
  test('[S1-LIBRARY-39] clearing one group removes only that group', () => {
    const s = clearFilters(
      state({ filters: { bookFormat: ['Treatise'], duration: ['60+min'] } }),
      'duration',
    );
    expect(s.filters).toEqual({ bookFormat: ['Treatise'] });
  });
  test('[S1-LIBRARY-40] load more increments the page', () => {
    expect(loadMore(state({ page: 1 })).page).toBe(2);
    expect(loadMore(state({ page: 2 })).page).toBe(3);
  });
  test('[S1-LIBRARY-41] sorting resets the page to 1', () => {
    const s = selectSort(state({ page: 5 }), 'ExpiringSoonest');
    expect(s).toEqual(state({ sort: 'ExpiringSoonest', page: 1 }));
  });
  test('[S1-API-09] successive pages are merged, an item repeated on any earlier page listed once', () => {
    expect(
      mergeLibraryPages([
        [{ pk: 'a' }, { pk: 'b' }],
        [{ pk: 'b' }, { pk: 'c' }],
        [{ pk: 'c' }, { pk: 'd' }],
      ]),
    ).toEqual([{ pk: 'a' }, { pk: 'b' }, { pk: 'c' }, { pk: 'd' }]);
  });
});

describe('tab auto-switch (spec 1 §4)', () => {
  test('[S1-LIBRARY-44] an empty non-All tab switches to the single non-empty type', () => {
    expect(autoSwitchTab('Programs', 0, { Programs: 0, Publications: 0, Podcasts: 4 }, 'Programs')).toBe(
      'Podcasts',
    );
  });
  test('[S1-LIBRARY-45] otherwise to the type named in the URL when it has items', () => {
    expect(autoSwitchTab('Programs', 0, { Programs: 0, Publications: 2, Podcasts: 4 }, 'Publications')).toBe(
      'Publications',
    );
  });
  test('[S1-LIBRARY-46] otherwise to All', () => {
    expect(autoSwitchTab('Programs', 0, { Programs: 0, Publications: 2, Podcasts: 4 }, 'Programs')).toBe(
      'All',
    );
    expect(autoSwitchTab('Podcasts', 0, {}, 'Podcasts')).toBe('All');
  });
  test('no switch on All or when the tab has items', () => {
    expect(autoSwitchTab('All', 0, { Podcasts: 3 }, 'All')).toBeNull();
    expect(autoSwitchTab('Programs', 2, { Podcasts: 3 }, 'Programs')).toBeNull();
  });
});

describe('My Library rows (spec 1 §2, §6)', () => {
  test('[S1-LIBRARY-11] [S1-LIBRARY-12] sparse state at 5 or fewer items, not above', () => {
    expect(showsSparseState(0)).toBe(true);
    expect(showsSparseState(5)).toBe(true);
    expect(showsSparseState(6)).toBe(false);
  });
  test('[S1-LIBRARY-06] checked quick filters come first', () => {
    const chips = [
      { v: 'continueWatching', checked: false },
      { v: 'upcoming', checked: true },
      { v: 'isSaved', checked: true },
    ];
    expect(orderQuickFilters(chips).map((c) => c.v)).toEqual(['upcoming', 'isSaved', 'continueWatching']);
  });
  test('[S1-LIBRARY-13] 3 segments show by default, all when expanded', () => {
    const segs = [1, 2, 3, 4, 5];
    expect(visibleSegments(segs, false)).toEqual([1, 2, 3]);
    expect(visibleSegments(segs, true)).toEqual(segs);
  });
  test('[S1-LIBRARY-15] Watched at 100%', () => {
    expect(progressLabel(100)).toBe('Watched');
  });
  test('[S1-LIBRARY-16] Partially complete above 0 and below 100', () => {
    expect(progressLabel(0.5)).toBe('Partially complete');
    expect(progressLabel(99)).toBe('Partially complete');
  });
  test('[S1-LIBRARY-17] Not started at 0', () => {
    expect(progressLabel(0)).toBe('Not started');
    expect(progressLabel(undefined)).toBe('Not started');
  });
  test('[S1-LIBRARY-18] playable when purchased', () => {
    expect(isPlayable({ isPurchased: true, price: 95 })).toBe(true);
  });
  test('[S1-LIBRARY-19] playable when the parent is purchased', () => {
    expect(isPlayable({ isParentProgramPurchased: true, price: 95 })).toBe(true);
  });
  test('[S1-LIBRARY-20] playable when the price is 0', () => {
    expect(isPlayable({ price: 0 })).toBe(true);
  });
  test('[S1-LIBRARY-21] not playable otherwise', () => {
    expect(isPlayable({ isPurchased: false, isParentProgramPurchased: false, price: 95 })).toBe(false);
    expect(isPlayable({})).toBe(false);
  });
  test('[S1-LIBRARY-32] a purchased item (or with a purchased parent) is launched or watched', () => {
    expect(primaryAction({ isPurchased: true, searchableType: 'ondemandprogram' })).toBe('Watch');
    expect(primaryAction({ isParentProgramPurchased: true, searchableType: 'ondemandsegment' })).toBe(
      'Watch',
    );
    expect(primaryAction({ isPurchased: true, searchableType: 'liveprogram' })).toBe('Launch');
    expect(primaryAction({ price: 0, searchableType: 'podcastepisode' })).toBe('Listen');
  });
  test('[S1-LIBRARY-33] otherwise purchase or register options show', () => {
    expect(primaryAction({ searchableType: 'ondemandprogram', price: 95 })).toBe('Purchase');
    expect(primaryAction({ searchableType: 'liveprogram' })).toBe('Register');
  });
  test('[S1-LIBRARY-30] snippets are cut at 98 words', () => {
    const words = Array.from({ length: 120 }, (_, i) => `w${i}`);
    const cut = truncateWords(words.join(' '));
    expect(cut.replace('…', '').split(' ')).toHaveLength(98);
    expect(cut.endsWith('w97…')).toBe(true);
    expect(truncateWords(words.slice(0, 98).join(' '))).toBe(words.slice(0, 98).join(' '));
  });
  test('[S1-LIBRARY-31] 2 credits before "See all approved credits"', () => {
    expect(splitCredits(['NY 2.0', 'CA 1.5', 'TX 1.0'])).toEqual({ shown: ['NY 2.0', 'CA 1.5'], hidden: 1 });
    expect(splitCredits(['NY 2.0'])).toEqual({ shown: ['NY 2.0'], hidden: 0 });
  });
  /** how many of five actions the action bar shows inline (action-bar.tsx calls splitActions) */
  const inline = (isLargeScreen: boolean, hasMoreContentButton: boolean, barWidth: number | null = null) =>
    splitActions([1, 2, 3, 4, 5], { isLargeScreen, hasMoreContentButton, barWidth }).inline.length;
  test('[S1-LIBRARY-22] 3 inline actions on large screens', () => {
    expect(inline(true, false)).toBe(3);
  });
  test('[S1-LIBRARY-23] 3 inline actions when a more-content button exists', () => {
    expect(inline(false, true)).toBe(3);
  });
  test('[S1-LIBRARY-24] otherwise 2 inline actions', () => {
    expect(inline(false, false)).toBe(2);
  });
  test('[S1-LIBRARY-25] actions beyond the inline ones go into More', () => {
    const actions = ['a', 'b', 'c', 'd', 'e'];
    expect(
      splitActions(actions, { isLargeScreen: false, hasMoreContentButton: false, barWidth: null }),
    ).toEqual({
      inline: ['a', 'b'],
      more: ['c', 'd', 'e'],
    });
    expect(
      splitActions(actions, { isLargeScreen: true, hasMoreContentButton: false, barWidth: 900 }),
    ).toEqual({
      inline: ['a', 'b', 'c'],
      more: ['d', 'e'],
    });
  });
  test('[S1-LIBRARY-26] a bar over 1000 shows all actions', () => {
    expect(inline(true, false, 1001)).toBe(5);
    expect(
      splitActions([1, 2, 3, 4, 5], { isLargeScreen: true, hasMoreContentButton: false, barWidth: 1200 })
        .more,
    ).toEqual([]);
  });
  test('[S1-LIBRARY-27] above 850 up to 1000: three', () => {
    expect(inline(true, false, 1000)).toBe(3);
    expect(inline(true, false, 851)).toBe(3);
  });
  test('[S1-LIBRARY-28] above 750 up to 850: two', () => {
    expect(inline(true, false, 850)).toBe(2);
    expect(inline(true, false, 751)).toBe(2);
  });
  test('[S1-LIBRARY-29] above 500 up to 750: one', () => {
    expect(inline(true, false, 750)).toBe(1);
    expect(inline(true, false, 501)).toBe(1);
    expect(inline(true, false, 500)).toBe(0);
  });
});
