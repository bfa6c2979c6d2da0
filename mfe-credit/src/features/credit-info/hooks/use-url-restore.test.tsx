import { renderHook } from '@testing-library/react';
import { useUrlRestore } from './use-url-restore';

describe('useUrlRestore (spec 2 §2, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('[S2-CREDITINFO-13] replaces the address with the page URL after 500 ms, without a new history entry', () => {
    window.history.pushState({ idx: 3 }, '', '/credit-info/New-York/?preselectTab=false#groups');
    const entries = window.history.length;
    renderHook(() => useUrlRestore('/credit-info/new-york'));

    jest.advanceTimersByTime(499);
    expect(window.location.pathname).toBe('/credit-info/New-York/');

    jest.advanceTimersByTime(1);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/credit-info/new-york?preselectTab=false#groups',
    );
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ idx: 3 });
  });

  test('[S2-CREDITINFO-13] does nothing when unmounted first or when the page does not own the address', () => {
    window.history.pushState(null, '', '/credit-info/MASSACHUSETTS');
    const { unmount } = renderHook(() => useUrlRestore('/credit-info/massachusetts'));
    unmount();
    jest.advanceTimersByTime(1000);
    expect(window.location.pathname).toBe('/credit-info/MASSACHUSETTS');

    renderHook(() => useUrlRestore(null));
    jest.advanceTimersByTime(1000);
    expect(window.location.pathname).toBe('/credit-info/MASSACHUSETTS');
  });

  test('[S2-CREDITINFO-13] keeps the address of a page the visitor has already navigated to', () => {
    // a router transition keeps this page mounted while the next one loads: the timer still fires
    window.history.pushState(null, '', '/credit-info/New-York');
    renderHook(() => useUrlRestore('/credit-info/new-york'));
    window.history.pushState(null, '', '/podcasts');
    jest.advanceTimersByTime(1000);
    expect(window.location.pathname).toBe('/podcasts');
  });
});
