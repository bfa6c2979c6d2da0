import { act, renderHook } from '@testing-library/react';
import { useViewportWidth } from './use-viewport-width';

/** A browser's matchMedia for (min-width) queries over a width the test sets, with change events. */
function fakeMatchMedia(initial: number) {
  let width = initial;
  const lists: { px: number; matches: boolean; listeners: Set<() => void> }[] = [];
  const matchMedia = (query: string) => {
    const px = Number(/\(min-width: (\d+)px\)/.exec(query)![1]);
    const list = { px, matches: width >= px, listeners: new Set<() => void>() };
    lists.push(list);
    return {
      get matches() {
        return list.matches;
      },
      addEventListener: (_: string, cb: () => void) => list.listeners.add(cb),
      removeEventListener: (_: string, cb: () => void) => list.listeners.delete(cb),
    };
  };
  const resize = (next: number) => {
    width = next;
    for (const list of lists)
      if (list.matches !== width >= list.px) {
        list.matches = width >= list.px;
        list.listeners.forEach((cb) => cb());
      }
  };
  return { matchMedia, resize };
}

describe('useViewportWidth', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  test('answers the largest step the viewport reaches, 0 below them all, and follows a resize', () => {
    const fake = fakeMatchMedia(700);
    window.matchMedia = fake.matchMedia as unknown as typeof window.matchMedia;
    const { result } = renderHook(() => useViewportWidth([889, 576, 1049]));
    expect(result.current).toBe(576);
    act(() => fake.resize(1100));
    expect(result.current).toBe(1049);
    act(() => fake.resize(390));
    expect(result.current).toBe(0);
  });

  test('never reads window.innerWidth where media queries exist (it forces a layout on phones)', () => {
    const fake = fakeMatchMedia(1300);
    window.matchMedia = fake.matchMedia as unknown as typeof window.matchMedia;
    const own = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    const read = jest.fn(() => 1300);
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: read });
    try {
      const { result } = renderHook(() => useViewportWidth([1201]));
      expect(result.current).toBe(1201);
      expect(read).not.toHaveBeenCalled();
    } finally {
      if (own) Object.defineProperty(window, 'innerWidth', own);
    }
  });
});

describe('useViewportWidth in a server-rendered page', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  test('hydrates with the server width and takes the real one only when the shell says the page settled', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { beginPageHydration, endPageHydration } = await import('@cle/contracts/hydration');
    const seen: number[] = [];
    function Cards() {
      const width = useViewportWidth([575]);
      seen.push(width);
      return <p>{width >= 575 ? 'two per view' : 'one per view'}</p>;
    }
    const fake = fakeMatchMedia(700);
    window.matchMedia = fake.matchMedia as unknown as typeof window.matchMedia;
    const el = document.createElement('div');
    el.innerHTML = renderToString(<Cards />);
    const errors: unknown[] = [];
    seen.length = 0;
    beginPageHydration();
    await act(async () => {
      hydrateRoot(el, <Cards />, { onRecoverableError: (e) => errors.push(e) });
    });
    // hydrated exactly, and no re-render forced by the browser's width while the page hydrates
    expect(errors).toEqual([]);
    expect(seen).toEqual([0]);
    expect(el.textContent).toBe('one per view');
    await act(async () => endPageHydration());
    expect(el.textContent).toBe('two per view');
    expect(seen.at(-1)).toBe(575);
  });
});
