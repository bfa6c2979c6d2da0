// The shell's router: the browser's history in the browser, the request's URL on the server. A memory
// router with one entry renders what the browser router renders at that URL (same locations, same
// hrefs), and it is in the shared router surface, so the server shares the one router copy.
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';

/** `url` (path, query) is the request's on the server; without it the browser's location is used. */
export function ShellRouter({ url, children }: { url?: string; children: ReactNode }) {
  if (url === undefined) return <BrowserRouter>{children}</BrowserRouter>;
  return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
}
