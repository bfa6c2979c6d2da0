import { act, render, screen } from '@testing-library/react';
import { SavingButton } from './saving-button';

type SavingState = Parameters<typeof SavingButton>[0]['state'];

const spinner = () => document.querySelector('[data-spinner]');

function renderButton(state: SavingState, settled?: boolean) {
  const view = render(
    <SavingButton state={state} settled={settled}>
      Save
    </SavingButton>,
  );
  return {
    update: (next: SavingState, nextSettled?: boolean) =>
      view.rerender(
        <SavingButton state={next} settled={nextSettled}>
          Save
        </SavingButton>,
      ),
  };
}

describe('the saving button (spec 1 §4)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('[S1-PRODUCT-11] a saving button is idle, loading or error', () => {
    const { update } = renderButton('idle');
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('data-state', 'idle');
    expect(button).toBeEnabled();
    expect(spinner()).toBeNull();
    update('loading');
    expect(button).toHaveAttribute('data-state', 'loading');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(spinner()).not.toBeNull();
    update('error');
    expect(button).toHaveAttribute('data-state', 'error');
    expect(button).toBeEnabled();
    expect(spinner()).toBeNull();
  });

  test('[S1-PRODUCT-12] after loading finishes the spinner stays until the outcome shows, at most 5 s', () => {
    const { update } = renderButton('loading', false);
    update('idle', false);
    const button = screen.getByRole('button', { name: 'Save' });
    // loading is over (the button works again), but the page has not caught up: no flicker
    expect(button).toBeEnabled();
    expect(spinner()).not.toBeNull();
    act(() => jest.advanceTimersByTime(4_999));
    expect(spinner()).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(spinner()).toBeNull();
    expect(button).toHaveAttribute('aria-busy', 'false');
  });

  test('[S1-PRODUCT-12] the spinner goes as soon as the outcome shows', () => {
    const { update } = renderButton('loading', false);
    update('idle', false);
    act(() => jest.advanceTimersByTime(800));
    expect(spinner()).not.toBeNull();
    update('idle', true);
    expect(spinner()).toBeNull();
    // and a settled save never lingers
    update('loading', true);
    update('idle', true);
    expect(spinner()).toBeNull();
  });
});
