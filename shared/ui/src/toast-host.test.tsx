// The toast host as visitors see it (spec 1 §4): which toasts offer a close button, and the stacked
// layout of long messages, read from what it renders.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { toast } from '@cle/contracts/toast';
import type { ToastType } from '@cle/contracts/toast';
import { ToastHost } from './toast-host';

afterEach(() => act(() => toast.list().forEach((t) => toast.dismiss(t.id))));

const shown = (type: ToastType, content: string) => {
  act(() => void toast.show({ id: `t-${type}`, type, content }));
  return screen.getByText(content).closest('li')!;
};

describe('ToastHost', () => {
  test('[S1-TOAST-01] the five types each show as their own kind: default, alert, confirmation, credit-confirmation, microform-timeout', () => {
    render(<ToastHost owner />);
    const types = ['default', 'alert', 'confirmation', 'credit-confirmation', 'microform-timeout'] as const;
    const items = types.map((type) => shown(type, `A ${type} toast`));
    expect(items.map((li) => li.getAttribute('data-toast-type'))).toEqual([...types]);
    // an alert is announced as one; the others politely
    expect(items.map((li) => li.getAttribute('role'))).toEqual([
      'status',
      'alert',
      'status',
      'status',
      'status',
    ]);
    // each kind has its accent: neutral, alert, success (both confirmations), warning
    const accents = items.map((li) => getComputedStyle(li).borderLeftColor);
    expect(new Set(accents).size).toBe(4);
    expect(accents[2]).toBe(accents[3]);
  });

  test('[S1-TOAST-07] a credit-confirmation toast has no close button; every other type has one that dismisses it', () => {
    render(<ToastHost owner />);
    const credit = shown('credit-confirmation', 'Credit request sent');
    expect(within(credit).queryByRole('button', { name: 'Close notification' })).toBeNull();
    for (const type of ['default', 'alert', 'confirmation', 'microform-timeout'] as const) {
      const item = shown(type, `A ${type} toast`);
      fireEvent.click(within(item).getByRole('button', { name: 'Close notification' }));
      expect(screen.queryByText(`A ${type} toast`)).toBeNull();
    }
  });

  test('[S1-TOAST-08] [S1-TOAST-09] [S3-CONST-03] a message over 85 characters is laid out stacked; 85 or fewer in one row', () => {
    render(<ToastHost owner />);
    const long = shown('default', `${'x'.repeat(85)}!`);
    const short = shown('confirmation', 'y'.repeat(85));
    expect(getComputedStyle(long).flexDirection).toBe('column');
    expect(getComputedStyle(short).flexDirection).toBe('row');
  });
});
