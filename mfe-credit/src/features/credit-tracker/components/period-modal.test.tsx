import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@cle/contracts/api-client';
import { renderWithProviders } from '@cle/testing/render';
import { PeriodModal } from './period-modal';

test('[S2-TRACKER-22] a failed compliance period update clears the loading state and says why', async () => {
  let fail: (e: Error) => void = () => {};
  const onSave = jest.fn(() => new Promise<void>((_, reject) => (fail = reject)));
  const onClose = jest.fn();
  const year = new Date().getFullYear();
  renderWithProviders(
    <PeriodModal
      open
      onClose={onClose}
      onSave={onSave}
      initialStart={`${year - 1}-01-01`}
      initialEnd={`${year}-12-31`}
      regionName="New York"
    />,
  );
  const save = screen.getByRole('button', { name: 'Save compliance period' });
  fireEvent.click(save);
  await waitFor(() => expect(save).toBeDisabled());
  expect(save).toHaveAttribute('aria-busy', 'true');
  expect(onSave).toHaveBeenCalledWith(`01/01/${year - 1}`, `12/31/${year}`);
  fail(new ApiError('end date: A compliance period may not be longer than 6 years.', 'http', 400));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'end date: A compliance period may not be longer than 6 years.',
  );
  expect(save).toBeEnabled();
  expect(save).not.toHaveAttribute('aria-busy');
  expect(onClose).not.toHaveBeenCalled();
});
