import { fireEvent, render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@cle/testing/axe';
import { CloseButton } from './close-button';

describe('CloseButton', () => {
  test('[S1-TOAST-05] the × is a named button that only closes: it calls its handler and submits no form', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { container } = render(
      <form onSubmit={onSubmit}>
        <CloseButton aria-label="Close cart" onClick={onClick} size={28} />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Close cart' });
    expect(button).toHaveTextContent('×');
    expect(button).toHaveAttribute('type', 'button');
    expect(getComputedStyle(button).fontSize).toBe('28px');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });
});
