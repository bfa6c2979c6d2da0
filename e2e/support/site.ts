// Helpers the journeys share: where things are, and how to tell which remote rendered what.
import { expect } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import { remotes, services } from '@cle/build/topology';

export const topology = { remotes, services };

export const REMOTE_NAMES = Object.keys(topology.remotes);
/** Where the browser reaches a remote: MFE_*_URL in docker-compose, the local port otherwise. */
export const remoteOrigin = (name: string) =>
  (
    process.env[`${name.toUpperCase().replace(/-/g, '_')}_URL`] ??
    `http://localhost:${topology.remotes[name]!.port}`
  ).replace(/\/$/, '');
export const siteOrigin = (
  process.env.BASE_URL ?? `http://localhost:${topology.services['shell-host']!.port}`
).replace(/\/$/, '');

/** The identity provider's origin as the browser sees it: IDENTITY_URL in docker-compose. */
export const identityOrigin = (
  process.env.IDENTITY_URL ?? `http://localhost:${topology.services.identity!.port}`
).replace(/\/$/, '');

/** The API's origin as the browser sees it outside the shell (embeds): API_URL in docker-compose. */
export const apiOrigin = (process.env.API_URL ?? `http://localhost:${topology.services.api!.port}`).replace(
  /\/$/,
  '',
);

/** The remote's root element: data-boundary carries the remote's name. */
export const boundary = (page: Page, remote: string) => page.locator(`[data-boundary="${remote}"]`).first();

/** Asserts the shell chrome is there: landmarks and the footer's copyright line. */
export async function expectShellChrome(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Primary' })).toBeAttached();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(`© 1996-${new Date().getFullYear()}`);
}

/** Records every JavaScript response the page receives, with its body, for size and content checks. */
export function recordScripts(
  page: Page,
): { url: string; body: Buffer }[] & { settled: () => Promise<unknown> } {
  const scripts: { url: string; body: Buffer }[] = [];
  // a body is read after its response event: a count taken before the reads end misses a script
  const reading = new Set<Promise<void>>();
  page.on('response', (res: Response) => {
    const type = res.headers()['content-type'] ?? '';
    if (!type.includes('javascript') || res.status() >= 300) return;
    const read = res.body().then(
      (body) => void scripts.push({ url: res.url(), body }),
      () => undefined, // navigation discarded the body: it was not used
    );
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  return Object.assign(scripts, { settled: () => Promise.all([...reading]) });
}

/** Markers that identify a download by content, whatever its file name. */
export const isReactDom = (body: Buffer) => {
  const s = body.toString('utf8');
  return s.includes('react-dom') && s.includes('createRoot') && s.includes('Minified React error');
};
export const isFederationRuntime = (body: Buffer) => body.toString('utf8').includes('Federation Runtime');

/**
 * Waits until the browser has hydrated the server's HTML: the page shows its content before its code
 * runs, and a test that drives the router (history.pushState) must wait for React to own the page.
 * React claims a server-rendered element when it hydrates it (a `__reactFiber$` property on the node);
 * its effects (the router's history listener among them) run just after.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    // data-hydrated: the shell's root ran its first effects (endPageHydration)
    return (
      document.documentElement.hasAttribute('data-hydrated') &&
      !!main &&
      Object.keys(main).some((key) => key.startsWith('__reactFiber$'))
    );
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}
