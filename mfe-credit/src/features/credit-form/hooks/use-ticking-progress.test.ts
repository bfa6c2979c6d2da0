import { act, renderHook } from '@testing-library/react';
import { PENDING_PROGRESS, PROGRESS_TICK_MS, nextProgress, useTickingProgress } from './use-ticking-progress';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('[S2-CERT-33] the progress indicator ticks every 5 ms, one step toward what is known, never past it', () => {
  expect(PROGRESS_TICK_MS).toBe(5);
  const { result } = renderHook(() => useTickingProgress());
  expect(result.current.percent).toBeNull();
  act(() => result.current.start());
  act(() => result.current.advanceTo(30));
  expect(result.current.percent).toBe(0);
  act(() => jest.advanceTimersByTime(4));
  expect(result.current.percent).toBe(0);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.percent).toBe(1);
  act(() => jest.advanceTimersByTime(5 * 9));
  expect(result.current.percent).toBe(10);
  act(() => jest.advanceTimersByTime(1000));
  expect(result.current.percent).toBe(30);
  act(() => result.current.advanceTo(20)); // progress never goes back
  act(() => result.current.advanceTo(250)); // nor past 100
  act(() => jest.advanceTimersByTime(5000));
  expect(result.current.percent).toBe(100);
  act(() => result.current.finish());
  expect(result.current.percent).toBeNull();
  expect(jest.getTimerCount()).toBe(0);
});

test('[S2-CERT-34] a delete, which reports no progress, animates up to almost done while it is out', () => {
  const { result, unmount } = renderHook(() => useTickingProgress());
  act(() => result.current.start(PENDING_PROGRESS));
  act(() => jest.advanceTimersByTime(5 * 45));
  expect(result.current.percent).toBe(45);
  act(() => jest.advanceTimersByTime(10_000));
  expect(result.current.percent).toBe(PENDING_PROGRESS);
  unmount();
  expect(jest.getTimerCount()).toBe(0);
});

test('one tick is one step toward the target', () => {
  expect(nextProgress(0, 10)).toBe(1);
  expect(nextProgress(10, 10)).toBe(10);
  expect(nextProgress(12, 10)).toBe(12);
});
