import type { Facet } from '@cle/contracts/schemas';
import {
  consumeActionParams,
  FALLBACK_TITLE,
  itemAction,
  materializeSemantic,
  needsQueryOnlyCheck,
  newSearchReducer,
  pageHeading,
  recommendedSearchesOf,
  recommendedSearchUrl,
  resultStatus,
  scoreDifference,
  semanticFiltersApply,
  withMarketing,
  withoutNewSearchFlag,
} from './results-rules';
import { parseSearchParams, toSearchParams } from './search-url';

const qs = (s: string) => new URLSearchParams(s);

describe('results page rules (spec 1 §2, §4, §5)', () => {
  test('[S1-SEARCH-09] the fallback title is "Search Results"; a query shows "Results for"', () => {
    expect(FALLBACK_TITLE).toBe('Search Results');
    expect(pageHeading('', undefined)).toBe('Search Results');
    expect(pageHeading('', 'Find CLE')).toBe('Find CLE');
    expect(pageHeading(' ethics ', 'Find CLE')).toBe('Results for “ethics”');
  });

  test('[S1-SEARCH-22] [S1-SEARCH-23] [S1-SEARCH-24] [S1-SEARCH-25] result status with the query-only re-check', () => {
    expect(resultStatus(12, false)).toBe('has-results');
    expect(resultStatus(3, true)).toBe('has-results');
    expect(resultStatus(0, false)).toBe('no-results-from-query');
    expect(resultStatus(0, true)).toBe('no-results-from-filters');
    expect(resultStatus(0, true, 40)).toBe('no-results-from-filters');
    expect(resultStatus(0, true, 0)).toBe('no-results-from-query');
    expect(needsQueryOnlyCheck(0, true)).toBe(true);
    expect(needsQueryOnlyCheck(0, false)).toBe(false);
    expect(needsQueryOnlyCheck(5, true)).toBe(false);
    expect(needsQueryOnlyCheck(undefined, true)).toBe(false);
  });

  test('[S1-SEARCH-29] [S1-SEARCH-30] [S1-SEARCH-31] new-search mode: cleared by results or an error, back turns it on again', () => {
    expect(newSearchReducer(true, 'results')).toBe(false);
    expect(newSearchReducer(true, 'error')).toBe(false);
    expect(newSearchReducer(false, 'back')).toBe(true);
    expect(newSearchReducer(false, 'new-search')).toBe(true);
    expect(withoutNewSearchFlag(qs('query=tax&newSearch=true&searchOverlay=true')).toString()).toBe(
      'query=tax&searchOverlay=true',
    );
  });

  test('[S1-SEARCH-17] [S1-SEARCH-32] [S1-SEARCH-33] semantic filters apply only when enabled, not switched off, and with no explicit facet parameter', () => {
    expect(semanticFiltersApply(true, qs('query=new york ethics'))).toBe(true);
    expect(semanticFiltersApply(false, qs('query=new york ethics'))).toBe(false);
    expect(semanticFiltersApply(true, qs('query=new york ethics&semanticFilters=false'))).toBe(false);
    expect(semanticFiltersApply(true, qs('query=ethics&jurisdictions=NY'))).toBe(false);
    expect(semanticFiltersApply(true, qs('query=ethics&practiceArea=Tax%20Law|25'))).toBe(false);
    // a tab or a sort is not a facet parameter
    expect(semanticFiltersApply(true, qs('query=ethics&tab=Programs&sort=date'))).toBe(true);
    expect(semanticFiltersApply(true, qs('query=ethics&jurisdictions='))).toBe(true);
  });

  test('[S1-SEARCH-04] applied semantic filters become explicit filters and leave the rest of the text', () => {
    const facet = (value: string, name: string, altValue: string, checked = true): Facet => ({
      value,
      name,
      group: 'suggestedFilters',
      checked,
      disabled: false,
      count: 10,
      altValue,
    });
    const state = parseSearchParams(qs('query=New York securities ethics'));
    const next = materializeSemantic(state, [
      facet('jurisdictions:NY', 'New York', 'jurisdictions'),
      facet('creditType:ETH', 'Ethics', 'creditType'),
    ]);
    expect(next.query).toBe('securities');
    expect(next.filters.jurisdictions).toEqual(['NY']);
    expect(next.filters.creditType).toEqual(['ETH']);
    expect(materializeSemantic(state, [facet('jurisdictions:NY', 'New York', 'jurisdictions', false)])).toBe(
      state,
    );
    // the longest name first, case-insensitive, whole words only
    const taxLaw = (q: string) =>
      materializeSemantic(parseSearchParams(qs(`query=${q}`)), [
        facet('jurisdictions:NY', 'New York', 'jurisdictions'),
        facet('practiceArea:Tax Law|25', 'Tax Law', 'practiceArea'),
      ]).query;
    expect(taxLaw('Tax Law in new york')).toBe('in');
    expect(taxLaw('newyorker tax lawyers')).toBe('newyorker tax lawyers');
  });

  test('[S1-SEARCH-18] [S1-SEARCH-19] successAction, program, response and errorAction are consumed and removed from the URL', () => {
    const ok = consumeActionParams(qs('query=tax&successAction=savedToLibrary&program=Tax%20Strategies'));
    expect(ok.message).toEqual({ kind: 'success', text: 'Saved item to library' });
    expect(ok.rest.toString()).toBe('query=tax');
    const err = consumeActionParams(qs('query=tax&errorAction=removedFromLibrary'));
    expect(err.message).toEqual({ kind: 'error', text: 'Error while removing item from library' });
    // free text in response / program is consumed and never shown (issue 18)
    const custom = consumeActionParams(
      qs('query=tax&successAction=registered&response=Call%20555%200100%20to%20unlock&program=%3Cb%3Ex'),
    );
    expect(custom.message).toEqual({ kind: 'success', text: 'You are registered' });
    expect(custom.rest.toString()).toBe('query=tax');
    expect(consumeActionParams(qs('query=tax&successAction=Call%20555')).message?.text).toBe('Done.');
    const onlyText = consumeActionParams(qs('query=tax&response=Call%20555'));
    expect(onlyText.message).toBeNull();
    expect(onlyText.rest.toString()).toBe('query=tax');
    const none = consumeActionParams(qs('query=tax&page=2'));
    expect(none.message).toBeNull();
    expect(none.rest.toString()).toBe('query=tax&page=2');
    // consumed once: the rest of the URL shows nothing again
    expect(consumeActionParams(ok.rest).message).toBeNull();
  });

  test('[S1-SEARCH-15] [S1-SEARCH-16] explain: score differences are rounded to 4 decimals', () => {
    expect(parseSearchParams(qs('query=x&explain=true')).explain).toBe(true);
    expect(parseSearchParams(qs('query=x&explain=1')).explain).toBe(false);
    expect(scoreDifference(0.987654, 0.123456)).toBe(0.8642);
    expect(scoreDifference(0.5, 0.5)).toBe(0);
    expect(scoreDifference(0.33333333, 0.1)).toBe(0.2333);
  });

  test('[S1-SEARCH-06] marketing modules are inserted after the 2nd result', () => {
    const entries = withMarketing(['a', 'b', 'c'], ['M']);
    expect(entries.map((e) => (e.kind === 'item' ? e.item : e.module))).toEqual(['a', 'b', 'M', 'c']);
    expect(withMarketing(['a'], ['M']).map((e) => e.kind)).toEqual(['item', 'marketing']);
    expect(withMarketing([], ['M'])).toEqual([]);
  });

  test('[S1-SEARCH-45] [S1-SEARCH-46] purchased items (or with a purchased parent) launch or watch; others register or buy', () => {
    const item = (
      searchableType: string,
      isPurchased = false,
      isParentProgramPurchased = false,
      price = 100,
    ) => ({
      searchableType,
      isPurchased,
      isParentProgramPurchased,
      price,
    });
    expect(itemAction(item('ondemandsegment', false, true), true)).toBe('Watch');
    expect(itemAction(item('ondemandprogram', true), true)).toBe('Watch');
    expect(itemAction(item('book', true), true)).toBe('Launch');
    expect(itemAction(item('liveprogram', true), true)).toBe('Launch');
    expect(itemAction(item('liveprogram'), true)).toBe('Register');
    expect(itemAction(item('book'), true)).toBe('Buy');
    expect(itemAction(item('ondemandsegment'), true)).toBe('Buy');
    // personal state shows only when signed in
    expect(itemAction(item('ondemandprogram', true), false)).toBe('Buy');
  });

  test('[S1-SEARCH-20] [S1-SEARCH-21] recommended searches: the CMS fields, links to the search page with the query', () => {
    const list = recommendedSearchesOf({
      enable: true,
      keywords: ['Ethics', '', 'Securities Law'],
      noResultsTitle: 'No results found',
      noResultsSubhead: 'Try one of these.',
      noResultsSubheadTooManyFilters: 'Remove filters.',
    });
    expect(Object.keys(list)).toEqual([
      'enable',
      'keywords',
      'noResultsTitle',
      'noResultsSubhead',
      'noResultsSubheadTooManyFilters',
    ]);
    expect(list.keywords).toEqual(['Ethics', 'Securities Law']);
    expect(recommendedSearchUrl('Securities Law')).toBe('/search?query=Securities+Law');
    expect(recommendedSearchesOf(undefined).enable).toBe(false);
  });

  test('[S1-SEARCH-40] a date range is one value written name|from;to and survives the URL', () => {
    const s = parseSearchParams(qs('query=x&dateRange=Custom|2026-12-01;2027-01-31&jurisdictions=NY;CA'));
    expect(s.filters.dateRange).toEqual(['Custom|2026-12-01;2027-01-31']);
    expect(s.filters.jurisdictions).toEqual(['NY', 'CA']);
    expect(parseSearchParams(toSearchParams(s)).filters).toEqual(s.filters);
  });
});
