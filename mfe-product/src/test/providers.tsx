// Test helpers: the providers a view gets from the shell (router, SWR with a fresh cache).
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';

/** Shows where the router went, so redirects can be asserted. */
function WhereAmI() {
  const l = useLocation();
  return <p data-testid="location">{`${l.pathname}${l.search}${l.hash}`}</p>;
}

export function Providers({ children, path = '/view' }: { children: ReactNode; path?: string }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/" element={<WhereAmI />} />
          <Route path="/membership" element={<WhereAmI />} />
          <Route path="*" element={children} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>
  );
}
