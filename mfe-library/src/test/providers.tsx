// Test helpers: the providers a view gets from the shell (router, SWR with a fresh cache).
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter>{children}</MemoryRouter>
    </SWRConfig>
  );
}
