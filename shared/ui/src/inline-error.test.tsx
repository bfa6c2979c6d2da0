import { fireEvent, render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@cle/testing/axe';
import { InlineError } from './inline-error';

describe('InlineError', () => {
  test('an alert with its heading, message and a retry', async () => {
    const onRetry = jest.fn();
    const { container } = render(
      <InlineError heading="Could not load" headingLevel={1} message="Please try again." onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not loadPlease try again.Try again');
    expect(screen.getByRole('heading', { level: 1, name: 'Could not load' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  test('no retry button when trying again cannot help; compact shows one line', () => {
    const { rerender } = render(<InlineError message="Not found." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<InlineError compact message="Links failed." onRetry={() => undefined} retryLabel="Reload" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Links failed.Reload');
  });
});
