// What the shell's entry does about Intl before any formatter exists, apart from the formatters
// (intl.ts) so the entry chunk carries none of them: hand the page's seed to every app's copy of
// intl.ts (a server-rendered page, decision 092), or load ICU's data early (a page the browser renders).

/** Where intl.ts finds the strings the page's server render formatted (on globalThis: one per page). */
export const INTL_SEED = Symbol.for('cle.intl.seed');

/** What a server render formatted, by key (kind, options, value): written by the server, read by the browser. */
export type IntlSeed = Record<string, string>;

/** Browser: the strings the page's server render formatted, before hydrating. */
export function seedIntl(seed: IntlSeed): void {
  const shared = globalThis as { [INTL_SEED]?: Map<string, string> };
  const map = (shared[INTL_SEED] ??= new Map());
  for (const [key, text] of Object.entries(seed)) if (typeof text === 'string') map.set(key, text);
}

/**
 * Loads ICU's data ahead of a first render the browser makes itself (a page the server did not
 * render): about 15 ms on a mid-range phone (60 ms at Lighthouse's 4x CPU), the first date format
 * about 2 more, each warm-up a task of its own while the boot chunks download, not inside a remote's
 * first render. A server-rendered page skips it: its seed spares the hydrating render any formatter.
 */
export function prewarmIntl(schedule: (task: () => void) => void = (task) => setTimeout(task, 0)): void {
  if (typeof Intl === 'undefined') return;
  schedule(() => new Intl.NumberFormat('en-US').format(0.5));
  schedule(() =>
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(0),
  );
}
