import { act, renderHook } from '@testing-library/react';
import { MEDIA_DEBOUNCE_MS, useMediaQuery } from './use-media-query';

/** A matchMedia whose answer the test changes, raising 'change' like a browser resize. */
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    matches = next;
    listeners.forEach((l) => l());
  };
}

describe('media queries (spec 1 §9)', () => {
  const original = window.matchMedia;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = original;
  });

  test('[S1-CONST-01] media-query changes are debounced by 100 ms: a burst settles once, on its last answer', () => {
    const change = fakeMatchMedia(false);
    const { result } = renderHook(() => useMediaQuery('(min-width: 889px)'));
    expect(result.current).toBe(false);
    act(() => {
      change(true);
      jest.advanceTimersByTime(60);
      change(false);
      jest.advanceTimersByTime(60);
      change(true);
    });
    // 120 ms into the burst, the last change is 0 ms old: nothing applied yet
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(MEDIA_DEBOUNCE_MS - 1));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
    expect(MEDIA_DEBOUNCE_MS).toBe(100);
  });
});
