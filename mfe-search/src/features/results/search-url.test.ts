import {
  parseSearchParams,
  remaining,
  SEARCH_PAGE_SIZE,
  toggleFilter,
  toSearchParams,
  toSearchRequest,
} from './search-url';

const parse = (qs: string) => parseSearchParams(new URLSearchParams(qs));

describe('search URL rules (spec 1 §5)', () => {
  test('[S1-SEARCH-10] reads the query text from the query parameter', () => {
    expect(parse('query=ethics').query).toBe('ethics');
  });

  test('[S1-SEARCH-11] reads the query text from the older parameter name too', () => {
    expect(parse('q=securities').query).toBe('securities');
    expect(parse('query=new&q=old').query).toBe('new');
  });

  test('[S1-SEARCH-12] [S1-SEARCH-36] reads page and sort; page defaults to the first page', () => {
    expect(parse('query=x&page=3&sort=date')).toMatchObject({ page: 3, sort: 'date' });
    expect(parse('query=x').page).toBe(1);
    expect(parse('query=x&page=-2').page).toBe(1);
    expect(parse('query=x&page=abc').page).toBe(1);
  });

  test('[S1-SEARCH-13] [S1-SEARCH-39] reads one parameter per facet group, values joined by a separator', () => {
    const s = parse('query=x&jurisdictions=NY;CA&creditType=ETH');
    expect(s.filters.jurisdictions).toEqual(['NY', 'CA']);
    expect(s.filters.creditType).toEqual(['ETH']);
    expect(toSearchParams(s).get('jurisdictions')).toBe('NY;CA');
  });

  test('[S1-SEARCH-40] practice area values are written as name|value', () => {
    const s = toggleFilter(parse('query=x'), 'practiceArea', 'Tax Law|25');
    expect(toSearchParams(s).get('practiceArea')).toBe('Tax Law|25');
  });

  test('[S1-SEARCH-14] [S1-SEARCH-15] [S1-SEARCH-17] reads the new-search, overlay, explain and semantic-filter flags', () => {
    expect(
      parse('query=x&newSearch=true&searchOverlay=true&explain=true&semanticFilters=false'),
    ).toMatchObject({
      newSearch: true,
      fromOverlay: true,
      explain: true,
      semanticFiltersDisabled: true,
    });
  });

  test('[S1-SEARCH-37] [S1-SEARCH-38] [S1-SEARCH-34] requests page size = default size x page, from the first page', () => {
    expect(SEARCH_PAGE_SIZE).toBe(20);
    expect(toSearchRequest(parse('query=x&page=3'))).toMatchObject({ currentPage: 1, pageSize: 60 });
  });

  test('[S1-SEARCH-35] remaining equals total hits minus loaded items', () => {
    expect(remaining(255, 40)).toBe(215);
    expect(remaining(10, 20)).toBe(0);
  });

  test('toggling a filter resets to page 1 and round-trips through the URL', () => {
    const s = toggleFilter(parse('query=x&page=4'), 'jurisdictions', 'NY');
    expect(s.page).toBe(1);
    expect(parseSearchParams(toSearchParams(s)).filters.jurisdictions).toEqual(['NY']);
    expect(toggleFilter(s, 'jurisdictions', 'NY').filters.jurisdictions).toEqual([]);
  });
});
