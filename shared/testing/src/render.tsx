// One render helper with the providers a view gets from the shell: SWR with a fresh cache per render
// (TEST_SWR_CONFIG below), a memory router at the given path, the auth store, and optionally a toast host.
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Cache } from 'swr';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import type { AuthState } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import { ToastHost } from '@cle/ui/toast-host';

/** SWR as tests want it: a fresh cache per render, no deduping, no retries. */
const TEST_SWR_CONFIG = {
  provider: () => new Map(),
  dedupingInterval: 0,
  shouldRetryOnError: false,
} as const;

/** Shows where the router is, so navigations and redirects can be asserted. */
function LocationProbe() {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}${l.hash}`}</output>;
}

export interface ProviderOptions {
  /** the router's start path (default '/') */
  path?: string;
  /** who is signed in: merged over an anonymous, ready state */
  auth?: Partial<AuthState>;
  /** render the location probe beside the view */
  showLocation?: boolean;
  /**
   * Paths that show only the location probe instead of the view (redirect targets): the view is
   * rendered for every other path.
   */
  redirectTargets?: string[];
  /** render a toast host, so toasts can be asserted */
  toasts?: boolean;
  /** an SWR cache the test prepared (default: a fresh one) */
  cache?: Cache;
}

export function TestProviders({
  children,
  path = '/',
  showLocation = false,
  redirectTargets,
  toasts = false,
  cache,
}: ProviderOptions & { children: ReactNode }) {
  return (
    <SWRConfig value={cache ? { ...TEST_SWR_CONFIG, provider: () => cache } : TEST_SWR_CONFIG}>
      <MemoryRouter initialEntries={[path]}>
        {redirectTargets ? (
          <Routes>
            {redirectTargets.map((p) => (
              <Route key={p} path={p} element={<LocationProbe />} />
            ))}
            <Route path="*" element={children} />
          </Routes>
        ) : (
          children
        )}
        {showLocation ? <LocationProbe /> : null}
      </MemoryRouter>
      {toasts ? <ToastHost /> : null}
    </SWRConfig>
  );
}

export function renderWithProviders(
  ui: ReactElement,
  { auth, ...options }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
): RenderResult {
  authStore.set({ ...ANONYMOUS, ...auth });
  // toasts left by an earlier test would be asserted as this one's
  if (options.toasts) toast.list().forEach((t) => toast.dismiss(t.id));
  const { path, showLocation, redirectTargets, toasts, cache, ...renderOptions } = options;
  return render(ui, {
    ...renderOptions,
    wrapper: ({ children }) => (
      <TestProviders
        path={path}
        showLocation={showLocation}
        redirectTargets={redirectTargets}
        toasts={toasts}
        cache={cache}
      >
        {children}
      </TestProviders>
    ),
  });
}
