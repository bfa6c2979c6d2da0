import { act, fireEvent, render, screen } from '@testing-library/react';
import { NudgeTooltip } from './tracker-banners';
import { NUDGE_TOOLTIP_DELAY_MS, TOOLTIP_COOKIES } from '../tracker-rules';

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

test.each([
  ['S2-TRACKER-110', 'compliancePeriodTooltip'],
  ['S2-TRACKER-111', 'creditSetupIncompleteTooltip'],
] as const)('[%s] Got it on the nudge keeps %s dismissed with a cookie that lasts 365 days', (_id, name) => {
  expect(TOOLTIP_COOKIES).toContain(name);
  jest.useFakeTimers();
  const written: string[] = [];
  const setter = jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation((v) => {
    written.push(v);
  });
  const getter = jest
    .spyOn(Document.prototype, 'cookie', 'get')
    .mockImplementation(() => written.map((c) => c.split(';')[0]).join('; '));
  try {
    const first = render(<NudgeTooltip name={name} text="Nudge" />);
    act(() => jest.advanceTimersByTime(NUDGE_TOOLTIP_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(new RegExp(`^${name}=[^;]+;`));
    expect(written[0]).toContain(`Max-Age=${365 * 86_400}`);
    first.unmount();
    // the next visit: the cookie keeps it away
    render(<NudgeTooltip name={name} text="Nudge" />);
    act(() => jest.advanceTimersByTime(NUDGE_TOOLTIP_DELAY_MS));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  } finally {
    setter.mockRestore();
    getter.mockRestore();
  }
});
