// The header's sticky state through the hook the header calls, on a scrolling window (spec 1 §2, §9).
import { act, renderHook } from '@testing-library/react';
import { useStickyHeader } from './use-sticky-header';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => void window.dispatchEvent(new Event('scroll')));
}

/** The hook mounted on a window of this width, scrolled to `startY`; the next scroll is unthrottled. */
function mounted(width: number, startY: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: startY, configurable: true });
  const hook = renderHook(() => useStickyHeader());
  act(() => void jest.advanceTimersByTime(1000)); // the first frame reads the start; the throttle is clear
  return hook;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the sticky header', () => {
  test('[S1-CHROME-15] on a tablet it appears on scroll up past 120 px', () => {
    const { result } = mounted(800, 400);
    scrollTo(150);
    expect(result.current).toBe(true);
  });

  test('[S1-CHROME-15] on a tablet the threshold is 120 px: not at 120, from 121', () => {
    const at = mounted(800, 400);
    scrollTo(120);
    expect(at.result.current).toBe(false);
    at.unmount();
    const past = mounted(800, 400);
    scrollTo(121);
    expect(past.result.current).toBe(true);
  });

  test('[S1-CHROME-16] on other screens it appears on scroll up past 185 px only', () => {
    const past = mounted(1440, 400);
    scrollTo(200);
    expect(past.result.current).toBe(true);
    past.unmount();
    const short = mounted(1440, 400);
    scrollTo(150);
    expect(short.result.current).toBe(false);
  });

  test('[S1-CHROME-16] a phone is another screen size: 185 px, not the tablet’s 120 px', () => {
    const past = mounted(375, 400);
    scrollTo(200);
    expect(past.result.current).toBe(true);
    past.unmount();
    const tabletOnly = mounted(375, 400);
    scrollTo(150);
    expect(tabletOnly.result.current).toBe(false);
  });

  test('[S1-CHROME-17] it appears on scroll up, never while scrolling down', () => {
    const { result } = mounted(1440, 600);
    scrollTo(800);
    expect(result.current).toBe(false);
    act(() => void jest.advanceTimersByTime(1000));
    scrollTo(500);
    expect(result.current).toBe(true);
  });

  test('[S1-CONST-02] the scroll handler runs at most every 500 ms', () => {
    const { result } = mounted(1440, 600);
    scrollTo(500);
    expect(result.current).toBe(true);
    // scrolling down at once: the handler waits out its 500 ms
    scrollTo(700);
    act(() => void jest.advanceTimersByTime(499));
    expect(result.current).toBe(true);
    act(() => void jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });
});
