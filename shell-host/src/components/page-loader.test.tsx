import { act, render, screen } from '@testing-library/react';
import { onEvent } from '@cle/contracts/events';
import { PageLoader } from './page-loader';

describe('the page loader (spec 1 §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('[S1-CONST-09] a loader still showing after 30 s raises a long-duration event, once', () => {
    const seen: unknown[] = [];
    const off = onEvent('shell:loader-long-duration', (d) => seen.push(d));
    render(<PageLoader />);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(29_999));
    expect(seen).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(seen).toEqual([{ label: 'Loading page', path: '/', ms: 30_000 }]);
    act(() => jest.advanceTimersByTime(90_000));
    expect(seen).toHaveLength(1);
    off();
  });

  test('[S1-CONST-09] a loader that goes away in time raises nothing', () => {
    const seen: unknown[] = [];
    const off = onEvent('shell:loader-long-duration', (d) => seen.push(d));
    const { unmount } = render(<PageLoader />);
    act(() => jest.advanceTimersByTime(29_000));
    unmount();
    act(() => jest.advanceTimersByTime(60_000));
    expect(seen).toEqual([]);
    off();
  });
});
