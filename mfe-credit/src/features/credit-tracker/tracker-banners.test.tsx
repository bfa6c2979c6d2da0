import { act, render, screen } from '@testing-library/react';
import { NudgeTooltip } from './tracker-banners';
import { NUDGE_TOOLTIP_DELAY_MS } from './tracker-rules';

afterEach(() => jest.useRealTimers());

test('[S2-CONST-08] the nudge tooltip shows after 2000 ms', () => {
  jest.useFakeTimers();
  expect(NUDGE_TOOLTIP_DELAY_MS).toBe(2000);
  render(
    <NudgeTooltip name="compliancePeriodTooltip" text="Not your dates? Edit your compliance period here." />,
  );
  act(() => jest.advanceTimersByTime(1999));
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('note')).toHaveTextContent('Not your dates? Edit your compliance period here.');
});
