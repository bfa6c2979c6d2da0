import { act, render, screen } from '@testing-library/react';
import { toast } from '@cle/contracts/toast';
import { Icon } from './icon';
import { ToastHost } from './toast-host';

describe('icons (spec 1 §8)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
  afterEach(() => {
    act(() => toast.list().forEach((t) => toast.dismiss(t.id)));
    jest.restoreAllMocks();
  });

  test('[S1-ERRORS-35] a failed icon load logs No icon found; a known icon logs nothing', () => {
    render(<Icon name="check" />);
    expect(warn).not.toHaveBeenCalled();
    render(<Icon name="no-such-icon" />);
    expect(warn).toHaveBeenCalledWith('No icon found', 'no-such-icon');
  });

  test('[S1-ERRORS-36] a failed icon load renders an empty placeholder of the icon size', () => {
    const { container } = render(<Icon name="no-such-icon" size={24} />);
    const placeholder = container.querySelector('[data-icon-placeholder="no-such-icon"]')!;
    expect(placeholder).toBeEmptyDOMElement();
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(placeholder).width).toBe('24px');
    expect(getComputedStyle(placeholder).height).toBe('24px');
    expect(container.querySelector('svg')).toBeNull();
  });

  test('[S1-TOAST-02] a toast shows its icon: the type names one the set has', () => {
    // every type's icon is one the set has: drawn, no placeholder, no warning
    const types = ['default', 'alert', 'confirmation', 'credit-confirmation', 'microform-timeout'] as const;
    const all = render(<ToastHost />);
    act(() => types.forEach((type) => void toast.show({ id: `icon-${type}`, type, content: type })));
    expect(all.container.querySelectorAll('svg[data-icon]')).toHaveLength(types.length);
    expect(all.container.querySelector('[data-icon-placeholder]')).toBeNull();
    act(() => toast.list().forEach((t) => toast.dismiss(t.id)));
    all.unmount();
    render(<ToastHost />);
    act(() => void toast.show({ type: 'alert', content: 'Not authenticated' }));
    const item = screen.getByRole('alert');
    expect(item.querySelector('svg[data-icon="alert"]')).not.toBeNull();
    expect(item).toHaveAttribute('data-open', 'true');
    expect(warn).not.toHaveBeenCalled();
  });
});
