import {
  LIBRARY_FILTER_GROUPS,
  LIBRARY_SORTS,
  LIBRARY_TABS,
  LibraryItemSchema,
  libraryQueryParams,
} from './library-schemas';

describe('library contract (spec 1 §9)', () => {
  test('[S1-LIBRARY-02] [S1-LIBRARY-43] tabs and sorts are the spec lists, LastAdded first', () => {
    expect(LIBRARY_TABS).toEqual(['All', 'Programs', 'Publications', 'Podcasts']);
    expect(LIBRARY_SORTS).toEqual([
      'LastAdded',
      'ExpiringSoonest',
      'LastWatched',
      'NewestFirst',
      'OldestFirst',
    ]);
  });

  test('[S1-LIBRARY-48] [S1-LIBRARY-49] [S1-LIBRARY-50] [S1-LIBRARY-51] [S1-LIBRARY-52] the filter groups hold the spec values', () => {
    expect(LIBRARY_FILTER_GROUPS.map((g) => [g.name, g.values.map((v) => v.name)])).toEqual([
      ['Credit Status', ['creditsForRequest', 'creditsRequested']],
      ['Program Status', ['continueWatching', 'upcoming', 'isSaved']],
      ['Formats', ['liveInPerson', 'liveWebcast', 'onDemand', 'podcastAndRelatedMedia', 'videoPodcast']],
      [
        'Publication Format',
        ['Course Handbook', 'Answer Book', 'Treatise', 'Skills Book', 'Case Summary', 'Practice Guide'],
      ],
      ['Duration', ['60+min', 'half+day', 'full+day', 'multi+day']],
    ]);
  });

  test('[S1-API-01] libraryQueryParams comma-joins multi-select values and leaves defaults out', () => {
    expect(
      libraryQueryParams({
        groupSearchableType: 'All',
        format: ['onDemand', 'liveWebcast'],
        creditStatus: [],
        sort: 'LastAdded',
        pageNumber: 2,
        pageSize: 0,
        includeArchived: true,
      }),
    ).toEqual({ format: 'onDemand,liveWebcast', pageNumber: '2', pageSize: '0', includeArchived: 'true' });
  });

  test('[S1-API-07] an item without flags or lists reads as false and empty; a wrong type is refused', () => {
    const item = {
      pk: 'prg-380000',
      title: 'T',
      url: '/programs/t',
      searchableType: 'ondemandprogram',
      groupSearchableType: 'Programs',
      productCode: '380000',
      productGuidValue: 'g',
      variationPk: 'prg-380000',
      format: 'onDemand',
      formatDisplay: 'On-Demand',
      snippet: 'S',
      price: 895,
      source: 'saved',
      itemAnalyticsModel: { position: 1, productCode: '380000', searchableType: 'ondemandprogram' },
      addedDateUtc: '2026-11-01T00:00:00.000Z',
    };
    const parsed = LibraryItemSchema.parse(item);
    expect(parsed.isPurchased).toBe(false);
    expect(parsed.segments).toEqual([]);
    expect(parsed.accessExpirationDate).toBeNull();
    expect(LibraryItemSchema.safeParse({ ...item, source: 'stolen' }).success).toBe(false);
  });
});
