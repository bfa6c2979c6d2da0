import { render, screen } from '@testing-library/react';
import { ErrorFallback } from './error-fallback';

describe('fallback card', () => {
  test('[S1-ERRORS-13] the inline variant stacks the text over the button; spaceBetween puts them on one row, apart', () => {
    const { unmount } = render(<ErrorFallback onRetry={() => undefined} content={{ variant: 'inline' }} />);
    const inline = getComputedStyle(screen.getByRole('alert', { name: 'Element failed to load' }));
    expect(inline.flexDirection).toBe('column');
    expect(inline.justifyContent).toBe('flex-start');
    unmount();
    render(<ErrorFallback onRetry={() => undefined} content={{ variant: 'spaceBetween' }} />);
    const apart = getComputedStyle(screen.getByRole('alert', { name: 'Element failed to load' }));
    expect(apart.flexDirection).toBe('row');
    expect(apart.justifyContent).toBe('space-between');
  });
});
