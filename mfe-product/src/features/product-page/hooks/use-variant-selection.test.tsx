// The panel's delayed hard selection (spec 1 §4 / spec 3 §4.3): an owned variant is soft-selected at
// once and locked (hard) after 1200 ms; the person's own choice is hard at once.
import { act, renderHook } from '@testing-library/react';
import { DELAYED_HARD_SELECTION_MS } from '../purchase-rules';
import { useVariantSelection } from './use-variant-selection';

const variants = [
  { code: 'lv-1', searchableType: 'liveprogram', eventStartDate: '2027-01-10T14:00:00Z' },
  { code: 'lv-2', searchableType: 'liveprogram', eventStartDate: '2027-02-10T14:00:00Z' },
];

describe('delayed variant selection', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('[S1-PRODUCT-02] an owned variant is soft-selected, then hard-selected after 1200 ms', () => {
    expect(DELAYED_HARD_SELECTION_MS).toBe(1200);
    const { result, rerender } = renderHook(({ owned }) => useVariantSelection(variants, '', owned), {
      initialProps: { owned: null as string | null },
    });
    expect(result.current.selection).toEqual({ code: null, hard: false });
    rerender({ owned: 'lv-2' });
    expect(result.current.selection).toEqual({ code: 'lv-2', hard: false });
    expect(result.current.hardening).toBe(true);
    act(() => jest.advanceTimersByTime(1199));
    expect(result.current.selection.hard).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.selection).toEqual({ code: 'lv-2', hard: true });
    expect(result.current.hardening).toBe(false);
  });

  test("[S1-PRODUCT-02] the person's own choice during the delay is hard at once and is kept", () => {
    const { result, rerender } = renderHook(({ owned }) => useVariantSelection(variants, '', owned), {
      initialProps: { owned: null as string | null },
    });
    rerender({ owned: 'lv-2' });
    act(() => result.current.choose('lv-1'));
    expect(result.current.selection).toEqual({ code: 'lv-1', hard: true });
    act(() => jest.advanceTimersByTime(DELAYED_HARD_SELECTION_MS));
    expect(result.current.selection).toEqual({ code: 'lv-1', hard: true });
  });
});
