// The library-type content row (spec 3 §2.6, §4.10, §8): the signed-in person's own library.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { onEvent } from '@cle/contracts/events';
import { api, apiError, recordApiCalls, server, type ApiCall } from '@cle/testing/msw';
import { TestProviders as Providers } from '@cle/testing/render';
import { ContentRow } from './content-row';
import { LIBRARY_FALLBACK } from './content-row-rules';

const block = {
  type: 'ContentRowBlock',
  rowType: 'library',
  heading: 'From your library',
  maxNumberOfItems: 6,
  feeds: [{ text: 'Recently added', value: '/user/library?sort=LastAdded' }],
};

const item = (n: number) => ({
  pk: `prg-38000${n}`,
  title: `Saved program ${n}`,
  url: `/programs/saved-${n}`,
  searchableType: 'ondemandprogram',
  productCode: `38000${n}`,
  formatDisplay: 'On-Demand',
  imageUrl: null,
});

function fakeLibrary(items: object[] | 'error') {
  server.use(
    api.get('/user/library', () =>
      items === 'error'
        ? apiError(503, 'down')
        : { items, summary: { count: items.length, totalCollectionSize: items.length, currentPage: 1 } },
    ),
  );
}

const renderRow = () =>
  render(
    <Providers>
      <ContentRow block={block} />
    </Providers>,
  );

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  act(() => authStore.set({ ...ANONYMOUS, ready: true, token: 't-1', sub: 'u-1' }));
});
afterEach(() => act(() => authStore.set(ANONYMOUS)));

describe('library content row', () => {
  test("[S3-HOME-27] a library-type row shows the signed-in person's library items, asked by the feed's filters", async () => {
    fakeLibrary([item(1), item(2), item(3)]);
    renderRow();
    const region = await screen.findByRole('region', { name: 'From your library' });
    expect(await within(region).findByRole('link', { name: /Saved program 1/ })).toHaveAttribute(
      'href',
      '/programs/saved-1',
    );
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: '/user/library',
        query: { sort: 'LastAdded', pageNumber: '1', pageSize: '6' },
      }),
    );
  });

  test('[S3-HOME-27] anonymous visitors get no library row and no call', () => {
    act(() => authStore.set({ ...ANONYMOUS, ready: true }));
    const { container } = renderRow();
    expect(container).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
  });

  test('[S3-HOME-33] an empty library hides the row and tells the walkthrough to drop its library step', async () => {
    const seen: unknown[] = [];
    const off = onEvent('product:library-row-empty', (d) => seen.push(d));
    fakeLibrary([]);
    const { container } = renderRow();
    await waitFor(() => expect(seen).toEqual([{}]));
    expect(container).toBeEmptyDOMElement();
    off();
  });

  test('[S3-HOME-34] a library row whose feed fails renders a fallback block', async () => {
    fakeLibrary('error');
    renderRow();
    const fallback = await screen.findByRole('region', { name: LIBRARY_FALLBACK.heading });
    expect(fallback).toHaveTextContent(LIBRARY_FALLBACK.text);
    expect(within(fallback).getByRole('link', { name: 'Go to My Library' })).toHaveAttribute(
      'href',
      '/account/library',
    );
  });
});
