// Search answers shaped like the seeded API's, for the search page's tests.
import type { SearchResponse } from '@cle/contracts/schemas';

/** POST /search's answer with one hit, "Ethics for Lawyers" (a live program), sorted by relevance. */
export const oneEthicsResult = (): SearchResponse =>
  ({
    searchResultSummary: { noOfHits: 1, currentPage: 1, searchHash: 'x' },
    searchResults: {
      searchResultsItems: [
        {
          pk: '1',
          title: 'Ethics for Lawyers',
          url: '/programs/ethics',
          searchableType: 'liveprogram',
          productCode: '1',
          score: 0.5,
        },
      ],
    },
    facetResults: { facetGroups: [] },
    marketingModules: [],
    sortResults: {
      sortResultItems: [{ value: 'relevance', sortTitle: 'Relevance', selected: true, isDefault: true }],
    },
  }) as unknown as SearchResponse;
