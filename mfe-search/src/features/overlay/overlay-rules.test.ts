import {
  CLOSE_CLEAR_DELAY_MS,
  emptyFilters,
  facetGroupsOf,
  FILTER_PANEL_HEADING,
  filtersReducer,
  GROUP_TITLES,
  hintFor,
  isSelected,
  mergeGroupPage,
  OVERLAY_GROUPS,
  OVERLAY_LABEL,
  placeholderFor,
  resultsUrl,
} from './overlay-rules';

const url = (href: string) => new URL(href, 'http://site.test');

describe('search overlay rules (spec 1 §2, §4)', () => {
  test('[S1-OVERLAY-03] [S1-OVERLAY-04] placeholder: the full label from medium screens up, "Search" below', () => {
    expect(OVERLAY_LABEL).toBe('Find a program, publication, or credit');
    expect(placeholderFor(true)).toBe('Find a program, publication, or credit');
    expect(placeholderFor(false)).toBe('Search');
  });

  test('[S1-OVERLAY-06] [S1-OVERLAY-07] the hint reads "Press tab" on desktop and "Tap to fill" on touch', () => {
    expect(hintFor(false)).toBe('Press tab');
    expect(hintFor(true)).toBe('Tap to fill');
  });

  test('[S1-OVERLAY-11] [S1-OVERLAY-12] the filter panel and its four groups', () => {
    expect(FILTER_PANEL_HEADING).toBe('Refine your search using the filters below');
    expect(OVERLAY_GROUPS.map((g) => GROUP_TITLES[g])).toEqual([
      'Jurisdictions',
      'Credit types',
      'Practice areas',
      'Program formats',
    ]);
  });

  test('[S1-OVERLAY-16] [S1-OVERLAY-18] [S1-OVERLAY-19] the results URL carries the query, the overlay flag and the new-search flag', () => {
    const u = url(resultsUrl('  securities law ', emptyFilters()));
    expect(u.pathname).toBe('/search');
    expect(u.searchParams.get('query')).toBe('securities law');
    expect(u.searchParams.get('searchOverlay')).toBe('true');
    expect(u.searchParams.get('newSearch')).toBe('true');
    expect([...u.searchParams.keys()]).toEqual(['query', 'searchOverlay', 'newSearch']);
  });

  test('[S1-OVERLAY-20] the selected filters are parameters, one per group, values joined by ;', () => {
    let f = emptyFilters();
    f = filtersReducer(f, { type: 'toggle', group: 'jurisdictions', value: 'NY', name: 'New York' });
    f = filtersReducer(f, { type: 'toggle', group: 'jurisdictions', value: 'CA', name: 'California' });
    f = filtersReducer(f, { type: 'toggle', group: 'practiceArea', value: 'Tax Law|25', name: 'Tax Law' });
    f = filtersReducer(f, { type: 'toggle', group: 'format', value: 'Live Webcast', name: 'Live Webcast' });
    const u = url(resultsUrl('tax', f));
    expect(u.searchParams.get('jurisdictions')).toBe('NY;CA');
    expect(u.searchParams.get('practiceArea')).toBe('Tax Law|25');
    expect(u.searchParams.get('format')).toBe('Live Webcast');
    expect(u.searchParams.has('creditType')).toBe(false);
    expect(facetGroupsOf(f)).toEqual([
      { id: 'jurisdictions', values: ['NY', 'CA'] },
      { id: 'practiceArea', values: ['Tax Law|25'] },
      { id: 'format', values: ['Live Webcast'] },
    ]);
  });

  test('[S1-OVERLAY-22] selecting a facet toggles its checked state', () => {
    let f = filtersReducer(emptyFilters(), {
      type: 'toggle',
      group: 'creditType',
      value: 'ETH',
      name: 'Ethics',
    });
    expect(isSelected(f, 'creditType', 'ETH')).toBe(true);
    f = filtersReducer(f, { type: 'toggle', group: 'creditType', value: 'ETH', name: 'Ethics' });
    expect(isSelected(f, 'creditType', 'ETH')).toBe(false);
    expect(isSelected(f, 'faculty', 'ETH')).toBe(false);
  });

  test('[S1-OVERLAY-25] deselecting all facets in a group resets that group', () => {
    let f = filtersReducer(emptyFilters(), {
      type: 'set',
      group: 'jurisdictions',
      selected: [
        { value: 'NY', name: 'New York' },
        { value: 'NJ', name: 'New Jersey' },
      ],
    });
    f = filtersReducer(f, { type: 'toggle', group: 'jurisdictions', value: 'NY', name: 'New York' });
    f = filtersReducer(f, { type: 'toggle', group: 'jurisdictions', value: 'NJ', name: 'New Jersey' });
    expect(f.jurisdictions).toEqual(emptyFilters().jurisdictions);
    expect(filtersReducer(f, { type: 'set', group: 'jurisdictions', selected: [] })).toEqual(emptyFilters());
  });

  test('[S1-OVERLAY-21] closing clears the filters after 500 ms (the clear action empties every group)', () => {
    expect(CLOSE_CLEAR_DELAY_MS).toBe(500);
    const f = filtersReducer(emptyFilters(), {
      type: 'toggle',
      group: 'format',
      value: 'On-Demand',
      name: 'On-Demand',
    });
    expect(filtersReducer(f, { type: 'clear' })).toEqual(emptyFilters());
  });

  test('[S1-OVERLAY-23] [S1-OVERLAY-24] group values load in pages; a page above 1 is merged with what is loaded', () => {
    const p1 = [
      { value: 'AL', name: 'Alabama' },
      { value: 'AK', name: 'Alaska' },
    ];
    const p2 = [
      { value: 'AK', name: 'Alaska' },
      { value: 'AZ', name: 'Arizona' },
    ];
    expect(mergeGroupPage([], p1, 1)).toEqual(p1);
    expect(mergeGroupPage(p1, p2, 2).map((v) => v.value)).toEqual(['AL', 'AK', 'AZ']);
    // page 1 again (a new search text) replaces
    expect(mergeGroupPage(p1, p2, 1)).toEqual(p2);
  });
});
