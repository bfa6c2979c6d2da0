import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@cle/testing/axe';
import { Field, TextField } from './field';

describe('Field', () => {
  test('the control is named by its label and described by its hint; no error, not invalid', async () => {
    const { container } = render(<TextField label="Promo code" hint="Four letters, then digits" />);
    const input = screen.getByRole('textbox', { name: 'Promo code' });
    expect(input).toHaveAccessibleDescription('Four letters, then digits');
    expect(input).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(container);
  });

  test('an error is announced, describes the control and marks it invalid', async () => {
    const { container } = render(
      <Field label="Quantity" error="Enter a number from 1 to 99">
        {(control) => <input type="number" {...control} />}
      </Field>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a number from 1 to 99');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number from 1 to 99');
    await expectNoAxeViolations(container);
  });
});
