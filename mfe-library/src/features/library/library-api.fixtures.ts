// Test code only (the My Library page tests): the library API as MSW answers it, the real API client
// and the contract's schemas running. Each test's `api.handler` decides the answers, `api.calls`
// records what the page asked for; signed in as Riley (token-1), with `api.signIn` as the sign-in.
import { act } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import { LIBRARY_FILTER_KEYS } from '@cle/contracts/library-schemas';
import type { LibraryFilterKey, LibraryItem, LibraryResponse } from '@cle/contracts/library-schemas';
import { http, HttpResponse, server } from '@cle/testing/msw';

type Handler = (url: URL, init: RequestInit) => { status?: number; body: unknown } | undefined;

/**
 * Installs, before each test of the file that calls it, the handler every /api call goes through (what
 * it does not answer is a 404), empty call records, no toasts and a signed-in person.
 */
export function setUpLibraryApi() {
  const api = {
    handler: (() => undefined) as Handler,
    calls: [] as { method: string; path: string; search: URLSearchParams }[],
    signIn: jest.fn(),
    libraryCalls: () => api.calls.filter((c) => c.path === '/api/user/library' && c.method === 'GET'),
  };
  beforeEach(() => {
    server.use(
      http.all('*/api/*', ({ request }) => {
        const url = new URL(request.url);
        api.calls.push({ method: request.method, path: url.pathname, search: url.searchParams });
        const answer = api.handler(url, { method: request.method }) ?? {
          status: 404,
          body: { message: 'not found' },
        };
        return HttpResponse.json(answer.body as never, { status: answer.status ?? 200 });
      }),
    );
    api.calls.length = 0;
    api.signIn.mockReset();
    toast.list().forEach((t) => toast.dismiss(t.id));
    authStore.setActions({ signIn: api.signIn, signOut: () => undefined });
    act(() => authStore.set({ ...ANONYMOUS, token: 'token-1', name: 'Riley' }));
    api.handler = () => undefined;
  });
  return api;
}

export const segment = (pk: string, pct: number, over: Record<string, unknown> = {}) => ({
  pk,
  title: `Segment ${pk}`,
  url: `/program/${pk}`,
  playbackProgressPct: pct,
  cleProgressPct: pct,
  topicNumber: null,
  price: 95,
  isPurchased: true,
  isParentProgramPurchased: false,
  watchUrl: `/watch/${pk}`,
  ...over,
});

export function item(pk: string, over: Partial<LibraryItem> = {}): LibraryItem {
  return {
    pk,
    title: `Item ${pk}`,
    url: `/product/${pk}`,
    searchableType: 'ondemandprogram',
    groupSearchableType: 'Programs',
    productCode: pk,
    productGuidValue: `guid-${pk}`,
    variationPk: `v-${pk}`,
    format: 'onDemand',
    formatDisplay: 'On-Demand',
    snippet: 'A short description.',
    imageUrl: null,
    price: 95,
    source: 'purchased',
    isPurchased: true,
    isParentProgramPurchased: false,
    isArchived: false,
    isFavorite: false,
    watchUrl: `/watch/${pk}`,
    schedule: [],
    segments: [],
    liveSegments: [],
    odProgram: null,
    totalSegments: 0,
    parentProductLink: null,
    parentProductLinkText: null,
    parentProductCode: null,
    userList: [],
    score: null,
    explanation: null,
    itemAnalyticsModel: { position: 1, productCode: pk, searchableType: 'ondemandprogram' },
    accessExpirationDate: null,
    registrationDetails: null,
    creditDetailsFormatted: [],
    creditStatus: null,
    playbackProgressPct: 0,
    cleProgressPct: 0,
    addedDateUtc: '2026-11-01T00:00:00.000Z',
    lastWatchedDateUtc: null,
    productDateUtc: null,
    ...over,
  };
}

/** The API's echo of an unfiltered query: every filter group empty. */
const NO_FILTERS = Object.fromEntries(LIBRARY_FILTER_KEYS.map((key) => [key, []])) as unknown as Record<
  LibraryFilterKey,
  string[]
>;

export function response(
  items: LibraryItem[],
  over: { count?: number; total?: number; counters?: Partial<Record<string, number>>; page?: number } = {},
): LibraryResponse {
  const count = over.count ?? items.length;
  return {
    items,
    summary: {
      count,
      totalCollectionSize: over.total ?? count,
      currentPage: over.page ?? 1,
      pageSize: 10,
      hasMore: count > 10 * (over.page ?? 1),
      filtersApplied: { groupSearchableType: 'All', ...NO_FILTERS, sort: 'LastAdded' },
      headerGroupSearchableTypeCounters: {
        All: count,
        Programs: count,
        Publications: 0,
        Podcasts: 0,
        ...over.counters,
      } as LibraryResponse['summary']['headerGroupSearchableTypeCounters'],
      filterResultSummary: [
        {
          name: 'Formats',
          key: 'format',
          type: 'checkbox',
          filters: [{ name: 'onDemand', label: 'On-Demand', count: 7, checked: false }],
        },
      ],
    },
  };
}
