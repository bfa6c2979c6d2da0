// Test code only (the library tests): My Library rendered as a route of its own, with a fresh SWR cache
// and the URL's query shown in a probe (screen.getByTestId('location')).
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { LibraryPage } from './library-page';

function LocationProbe() {
  return <output data-testid="location">{useLocation().search}</output>;
}

/** Renders My Library at `initial`, no SWR deduping or retries, the URL's query in the location probe. */
export function renderLibraryPage(initial = '/account/library') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[initial]}>
        <LibraryPage />
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
}
