// The inline script of server-rendered pages (early-presses.js, the file the shell server inlines) with
// real React: markup rendered on the server, pressed and typed into before hydrateRoot runs, then hydrated.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { beginPageHydration, endPageHydration } from '@cle/contracts/hydration';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

const SCRIPT = readFileSync(path.join(__dirname, 'early-presses.js'), 'utf8');

const presses: string[] = [];
function Page({ withBox = true }: { withBox?: boolean }) {
  const [query, setQuery] = useState('');
  const [agreed, setAgreed] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => presses.push('sign in')}>
        Sign in
      </button>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          presses.push(`search ${query}`);
        }}
      >
        <input aria-label="Search" value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="submit">Go</button>
      </form>
      {withBox && (
        <label>
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          Agree {agreed ? 'yes' : 'no'}
        </label>
      )}
    </main>
  );
}

/** As the shell's root does (shell-root.tsx): its first effect says the page is hydrated. */
function SettlingRoot({ children }: { children: ReactNode }) {
  useEffect(() => endPageHydration(), []);
  return children;
}

/** A component that takes this long to render: a slow phone's or a loaded machine's tree. */
function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

let root: Root | null = null;
let removeListeners: () => void = () => undefined;
/** Runs the script as the page's head does; its document listeners are recorded to be removed after. */
function installScript() {
  removeListeners();
  const added: [string, EventListenerOrEventListenerObject, boolean][] = [];
  const add = document.addEventListener.bind(document);
  jest.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) => {
    added.push([type, listener, options === true]);
    add(type, listener, options);
  });
  new Function(SCRIPT)();
  jest.restoreAllMocks();
  removeListeners = () => added.forEach(([t, l, c]) => document.removeEventListener(t, l, c));
}
beforeEach(() => {
  presses.length = 0;
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = `<div id="root">${renderToString(<Page />)}</div>`;
  installScript();
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  removeListeners();
});

/** mount-shell.tsx's order: the page's hydration begins, then hydrateRoot; the root's effect ends it. */
const hydrate = (settles = true) =>
  act(() => {
    beginPageHydration();
    root = hydrateRoot(
      document.getElementById('root')!,
      settles ? (
        <SettlingRoot>
          <Page />
        </SettlingRoot>
      ) : (
        <Page />
      ),
    );
  });

test('a button pressed before hydration does nothing then, and runs once React owns it', async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(presses).toEqual([]);
  await hydrate();
  await waitFor(() => expect(presses).toEqual(['sign in']));
});

test('text typed and submitted before hydration reaches React as typed, then the submit runs', async () => {
  const box = screen.getByRole('textbox', { name: 'Search' }) as HTMLInputElement;
  box.value = 'ethics';
  fireEvent.input(box);
  const go = screen.getByRole('button', { name: 'Go' });
  // a native submit would reload the page: the held click cancels it
  expect(fireEvent.click(go)).toBe(false);
  await hydrate();
  await waitFor(() => expect(presses).toEqual(['search ethics']));
  expect(box.value).toBe('ethics');
});

test('a checkbox pressed before hydration shows its tick at once, and React gets the change once it owns it', async () => {
  const box = screen.getByRole('checkbox') as HTMLInputElement;
  fireEvent.click(box);
  expect(box.checked).toBe(true);
  expect(screen.getByText(/Agree no/)).toBeTruthy();
  await hydrate();
  await waitFor(() => expect(screen.getByText(/Agree yes/)).toBeTruthy());
  expect(box.checked).toBe(true);
});

test('a checkbox pressed twice before hydration is left as it was', async () => {
  const box = screen.getByRole('checkbox') as HTMLInputElement;
  fireEvent.click(box);
  fireEvent.click(box);
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await hydrate();
  await waitFor(() => expect(presses).toEqual(['sign in']));
  expect(box.checked).toBe(false);
  expect(screen.getByText(/Agree no/)).toBeTruthy();
});

test('a press after hydration goes straight to React, not through the queue', async () => {
  await hydrate();
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(presses).toEqual(['sign in']);
});

test('a held press whose element left the page is dropped, and the rest still run', async () => {
  fireEvent.click(screen.getByRole('checkbox'));
  screen.getByRole('checkbox').closest('label')!.remove();
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  act(() => {
    beginPageHydration();
    root = hydrateRoot(
      document.getElementById('root')!,
      <SettlingRoot>
        <Page withBox={false} />
      </SettlingRoot>,
    );
  });
  await waitFor(() => expect(presses).toEqual(['sign in']));
});

test('a press React marks but cannot take yet (its Suspense boundary waits for code) stays held until it can', async () => {
  // the remote slot's shape: a boundary whose content needs a chunk that has not arrived when hydrating
  let arrive: () => void = () => undefined;
  const chunk = new Promise<{ default: () => null }>((resolve) => {
    arrive = () => resolve({ default: () => null });
  });
  const Later = lazy(() => chunk);
  const Slot = ({ server }: { server?: boolean }) => (
    <Suspense fallback={<p>Loading</p>}>
      <section>
        <button type="button" onClick={() => presses.push('play')}>
          Play
        </button>
        {server ? null : <Later />}
      </section>
    </Suspense>
  );
  document.body.innerHTML = `<div id="root">${renderToString(<Slot server />)}</div>`;
  installScript();
  act(() => {
    root = hydrateRoot(document.getElementById('root')!, <Slot />);
  });
  const play = screen.getByRole('button', { name: 'Play' });
  // React hydrated the button, then the boundary suspended on the chunk: marked, not yet React's
  expect(Object.keys(play).some((key) => key.startsWith('__reactProps$'))).toBe(true);
  fireEvent.click(play);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(presses).toEqual([]);
  await act(async () => {
    arrive();
    await chunk;
  });
  await waitFor(() => expect(presses).toEqual(['play']));
});

/**
 * A controlled sort select as the podcast page has one. `settles` renders it again right after hydrating
 * (an effect's state), when React sets the options back to its state.
 */
function SortSelect({ settles = false }: { settles?: boolean }) {
  const [sort, setSort] = useState('newest');
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(settles), [settles]);
  return (
    <>
      <select
        aria-label="Sort by"
        data-settled={settled}
        value={sort}
        onChange={(e) => {
          setSort(e.target.value);
          presses.push(`sort ${e.target.value}`);
        }}
      >
        <option value="newest">Newest first</option>
        <option value="oldest">Oldest first</option>
      </select>
      <p>Sorted {sort}</p>
    </>
  );
}

test('an option chosen before hydration reaches React even when React renders the select again before the replay', async () => {
  // a controlled select that React renders again right after hydrating (an effect's state): React sets the
  // options back to its state then, so the replay must hand over the option chosen, not what shows
  const Sorter = () => <SortSelect settles />;
  document.body.innerHTML = `<div id="root">${renderToString(<Sorter />)}</div>`;
  installScript();
  const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
  select.value = 'oldest';
  fireEvent.input(select);
  fireEvent.change(select);
  act(() => {
    root = hydrateRoot(document.getElementById('root')!, <Sorter />);
  });
  await waitFor(() => expect(screen.getByText('Sorted oldest')).toBeTruthy());
  expect(presses).toEqual(['sort oldest']);
  expect(select.value).toBe('oldest');
});

/**
 * A remote slot's shape on a loaded machine: a boundary React hydrates at a lower priority, in slices,
 * over forty 8 ms rows after its filters. React marks the filters while rendering them, but dispatches
 * to them only once the whole boundary is committed (CI's flakes: a press replayed, or a choice made,
 * in that gap reached React and was dropped).
 */
function SlowFilters() {
  const [ticked, setTicked] = useState(false);
  return (
    <Suspense fallback={<p>Loading</p>}>
      <label>
        <input type="checkbox" checked={ticked} onChange={(e) => setTicked(e.target.checked)} />
        Online {ticked ? 'on' : 'off'}
      </label>
      <SortSelect />
      {Array.from({ length: 40 }, (_, i) => (
        <SlowRow key={i} />
      ))}
    </Suspense>
  );
}
function SlowRow() {
  busyFor(8);
  return <span>row</span>;
}
/** Hydrates SlowFilters outside act(): act would render and commit in one go, with no gap. */
function hydrateSlowly() {
  document.body.innerHTML = `<div id="root">${renderToString(<SlowFilters />)}</div>`;
  installScript();
  const hydrating = () => {
    root = hydrateRoot(document.getElementById('root')!, <SlowFilters />);
  };
  return hydrating;
}

test('a tick held until React has committed the box, not just rendered it: a long hydration render is not a hydrated page', async () => {
  const hydrating = hydrateSlowly();
  const box = screen.getByRole('checkbox') as HTMLInputElement;
  fireEvent.click(box);
  hydrating();
  await waitFor(() => expect(screen.getByText(/Online on/)).toBeTruthy(), { timeout: 3000 });
  expect(box.checked).toBe(true);
});

test('an option chosen after React marked the select but before it committed it is held, then reaches React', async () => {
  hydrateSlowly()();
  const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
  // React's render has reached the select (marked) while its boundary is still rendering
  await waitFor(() => expect(Object.keys(select).some((key) => key.startsWith('__reactProps$'))).toBe(true), {
    interval: 1,
  });
  expect(screen.queryByText('Sorted oldest')).toBeNull();
  select.value = 'oldest';
  fireEvent.input(select);
  fireEvent.change(select);
  await waitFor(() => expect(screen.getByText('Sorted oldest')).toBeTruthy(), { timeout: 3000 });
  expect(select.value).toBe('oldest');
});

test('an option chosen before hydration survives hydration putting the select back to its state before the change event arrives', async () => {
  // a browser that fires the choice's input before hydration and its change after (a busy main thread):
  // React's hydration sets a controlled select back to its state in between, and the change then reads
  // the server's option
  const Sorter = () => <SortSelect />;
  document.body.innerHTML = `<div id="root">${renderToString(<Sorter />)}</div>`;
  installScript();
  const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
  select.value = 'oldest';
  fireEvent.input(select);
  act(() => {
    root = hydrateRoot(document.getElementById('root')!, <Sorter />);
  });
  select.value = 'newest';
  fireEvent.change(select);
  await waitFor(() => expect(screen.getByText('Sorted oldest')).toBeTruthy());
  expect(select.value).toBe('oldest');
});
