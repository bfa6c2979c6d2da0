import { act, fireEvent, render, screen } from '@testing-library/react';
import type { AutocompleteResponse, SearchResponse } from '@cle/contracts/schemas';
import { api, nextMacrotask, recordApiCalls, server } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { SearchOverlay } from './search-overlay';

const FACETS: SearchResponse = {
  searchResultSummary: { noOfHits: 10, currentPage: 0, searchHash: 'x' },
  searchResults: { searchResultsItems: [] },
  facetResults: {
    facetGroups: [
      {
        groupTypeId: 'creditType',
        name: 'Credit types',
        behavior: 'checkbox-or',
        facets: [
          { value: 'ETH', name: 'Ethics', group: 'creditType', checked: false, disabled: false, count: 4 },
        ],
      },
      {
        groupTypeId: 'jurisdictions',
        name: 'Jurisdictions',
        behavior: 'checkbox-or',
        facets: [
          {
            value: 'NY',
            name: 'New York',
            group: 'jurisdictions',
            checked: false,
            disabled: false,
            count: 9,
          },
          {
            value: 'NM',
            name: 'New Mexico',
            group: 'jurisdictions',
            checked: false,
            disabled: true,
            count: 0,
          },
        ],
      },
    ],
  },
  marketingModules: [],
  sortResults: { sortResultItems: [] },
};
const SUGGESTIONS: AutocompleteResponse = {
  suggestions: [
    {
      suggestion: 'New Jersey',
      type: 'Jurisdiction',
      tagId: '1',
      filterGroup: 'jurisdictions',
      filterValue: 'NJ',
    },
    {
      suggestion: 'New Mexico',
      type: 'Jurisdiction',
      tagId: '2',
      filterGroup: 'jurisdictions',
      filterValue: 'NM',
    },
    {
      suggestion: 'New York',
      type: 'Jurisdiction',
      tagId: '3',
      filterGroup: 'jurisdictions',
      filterValue: 'NY',
    },
  ],
};

function Harness({ open, onClose = () => undefined }: { open: boolean; onClose?: () => void }) {
  return (
    <TestProviders showLocation>
      <SearchOverlay open={open} onClose={onClose} />
    </TestProviders>
  );
}

describe('search overlay', () => {
  let calls: ReturnType<typeof recordApiCalls>;
  beforeEach(() => {
    // MSW answers through Node's microtasks: only the page's timers are fake
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    calls = recordApiCalls();
    server.use(
      api.get<AutocompleteResponse>('/search/autocomplete', () => SUGGESTIONS),
      api.post<SearchResponse>('/search', () => FACETS),
    );
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  /** lets the API answers arrive and SWR render their data */
  const flush = async () => {
    for (let i = 0; i < 5; i++)
      await act(async () => {
        jest.advanceTimersByTime(0);
        await nextMacrotask();
      });
  };

  test('[S1-OVERLAY-10] [S1-SUGGEST-01] [S1-SUGGEST-05] a modal dialog with a combobox (full-screen is proven by the e2e journey); suggestions fetched for the typed text, disabled ones left out', async () => {
    render(<Harness open />);
    await flush();
    expect(screen.getByRole('dialog', { name: 'Search' })).toHaveAttribute('aria-modal', 'true');
    const input = screen.getByRole('combobox', { name: 'Find a program, publication, or credit' });
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'new' } });
    await act(async () => void jest.advanceTimersByTime(200));
    await flush();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/search/autocomplete', query: { q: 'new' } }),
    );
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['New JerseyJurisdiction', 'New YorkJurisdiction']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
  });

  test('[S1-SUGGEST-02] [S1-SUGGEST-07] only suggestions containing the typed text (any case) are listed; prefix matches first within a category', async () => {
    const sug = (suggestion: string, type: string, filterGroup: string, filterValue: string) => ({
      suggestion,
      type,
      tagId: filterValue,
      filterGroup,
      filterValue,
    });
    server.use(
      api.get<AutocompleteResponse>('/search/autocomplete', () => ({
        suggestions: [
          sug('Renewable Energy', 'Major', 'practiceArea', 'Renewable Energy|9'),
          sug('Brunswick County', 'Jurisdiction', 'jurisdictions', 'BC'),
          sug('Upstate NEW York', 'Jurisdiction', 'jurisdictions', 'UNY'),
          sug('NEW JERSEY', 'Jurisdiction', 'jurisdictions', 'NJ'),
        ],
      })),
    );
    render(<Harness open />);
    await flush();
    const input = screen.getByRole('combobox', { name: 'Find a program, publication, or credit' });
    fireEvent.change(input, { target: { value: 'New' } });
    await act(async () => void jest.advanceTimersByTime(200));
    await flush();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'NEW JERSEYJurisdiction',
      'Upstate NEW YorkJurisdiction',
      'Renewable EnergyPractice area',
    ]);
  });

  /** types `new y`: New York is shown and completes it */
  const typeNewY = async () => {
    const input = screen.getByRole('combobox', { name: 'Find a program, publication, or credit' });
    fireEvent.change(input, { target: { value: 'new y' } });
    await act(async () => void jest.advanceTimersByTime(200));
    await flush();
    return input;
  };

  test('[S1-OVERLAY-06] [S1-OVERLAY-08] on desktop the hint reads "Press tab" and Tab accepts the completion', async () => {
    render(<Harness open />);
    await flush();
    const input = await typeNewY();
    expect(screen.getByText('Press tab')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tap to fill' })).not.toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Tab' });
    expect(input).toHaveValue('New York');
  });

  test('[S1-OVERLAY-07] [S1-OVERLAY-09] on a touch screen the hint is a "Tap to fill" button that accepts the completion', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query === '(pointer: coarse)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      render(<Harness open />);
      await flush();
      const input = await typeNewY();
      expect(screen.queryByText('Press tab')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Tap to fill' }));
      expect(input).toHaveValue('New York');
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  test('[S1-OVERLAY-21] closing clears the filters after 500 ms, not before', async () => {
    const { rerender } = render(<Harness open />);
    await flush();
    const ethics = () => screen.getByRole('checkbox', { name: /^Ethics/ });
    fireEvent.click(ethics());
    expect(ethics()).toBeChecked();
    rerender(<Harness open={false} />);
    await act(async () => void jest.advanceTimersByTime(499));
    rerender(<Harness open />);
    await flush();
    expect(ethics()).toBeChecked();
    rerender(<Harness open={false} />);
    await act(async () => void jest.advanceTimersByTime(500));
    rerender(<Harness open />);
    await flush();
    expect(ethics()).not.toBeChecked();
  });

  test.each([
    ['S1-OVERLAY-13', 'Add jurisdictions', 'Add jurisdictions'],
    ['S1-OVERLAY-15', 'View all credit types', 'All credit types'],
    ['S1-OVERLAY-14', 'Add practice areas', 'Add practice areas'],
  ])('[%s] the panel button %s opens the %s modal', async (_id, button, title) => {
    render(<Harness open />);
    await flush();
    expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: button }));
    await flush();
    expect(screen.getByRole('dialog', { name: title })).toBeInTheDocument();
  });

  test('[S1-OVERLAY-16] [S1-OVERLAY-18] [S1-OVERLAY-19] [S1-OVERLAY-20] Enter goes to the results page with the flags and the filters', async () => {
    const onClose = jest.fn();
    render(<Harness open onClose={onClose} />);
    await flush();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Ethics/ }));
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'conflicts' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByTestId('location').textContent).toBe(
      '/search?query=conflicts&searchOverlay=true&newSearch=true&creditType=ETH',
    );
    expect(onClose).toHaveBeenCalled();
  });
});
