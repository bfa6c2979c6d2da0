import { act, fireEvent, render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@cle/testing/axe';
import { ActionButton, BUTTON_SUCCESS_MS, useButtonState } from './action-button';

function Harness({ action }: { action: () => Promise<unknown> }) {
  const { state, run } = useButtonState();
  return (
    <ActionButton
      type="button"
      state={state}
      labels={{ idle: 'Add to cart', loading: 'Working…', success: 'Added to cart', error: 'Try again' }}
      onClick={() => void run(action)}
    />
  );
}

describe('ActionButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('[S3-PANEL-48] [S3-PANEL-49] idle, loading (busy, disabled), success for 1000 ms, then idle again', async () => {
    let finish!: () => void;
    render(<Harness action={() => new Promise<void>((r) => (finish = r))} />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('data-state', 'idle');
    fireEvent.click(button);
    expect(button).toHaveAccessibleName('Working…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await act(async () => finish());
    expect(button).toHaveAccessibleName('Added to cart');
    await act(async () => void jest.advanceTimersByTime(BUTTON_SUCCESS_MS - 1));
    expect(button).toHaveAccessibleName('Added to cart');
    await act(async () => void jest.advanceTimersByTime(1));
    expect(button).toHaveAccessibleName('Add to cart');
    expect(BUTTON_SUCCESS_MS).toBe(1000);
  });

  test('[S3-PANEL-48] a failed action shows the error state until the next try', async () => {
    const action = jest.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValueOnce(undefined);
    const { container } = render(<Harness action={action} />);
    const button = screen.getByRole('button');
    await act(async () => void fireEvent.click(button));
    expect(button).toHaveAttribute('data-state', 'error');
    expect(button).toHaveAccessibleName('Try again');
    expect(button).toBeEnabled();
    jest.useRealTimers(); // axe schedules its work with timers
    await expectNoAxeViolations(container);
    await act(async () => void fireEvent.click(button));
    expect(button).toHaveAttribute('data-state', 'success');
  });
});
