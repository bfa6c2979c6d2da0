import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Certificate, CreditFormOptions } from '@cle/contracts/certificate-schemas';
import { toast } from '@cle/contracts/toast';
import { api, apiError, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { CreditModal } from './credit-modal';

const OPTIONS: CreditFormOptions = {
  jurisdictions: [{ regionSk: 132, name: 'New York' }],
  creditTypes: [
    { sk: 1, description: 'General' },
    { sk: 2, description: 'Ethics' },
  ],
  providers: ['State Bar Academy', 'City Law Institute'],
  transitionalRegionSks: [],
};
const CERT: Certificate = {
  id: 7,
  customerId: 'u-1',
  programName: 'Ethics in Practice',
  certificateSource: 'State Bar Academy',
  dateCompleted: '2026-03-04',
  format: 'Live',
  formatDisplayText: 'Live In-Person',
  creditRegionShortDescription: 'NY',
  creditRegionDescription: 'New York',
  regionKey: 132,
  isExternal: true,
  isRequestPending: false,
  requestDate: null,
  isCarryover: false,
  carryOver: 0,
  transitionLevel: null,
  certificateBlobs: [],
  productUrl: null,
  isFaculty: false,
  tooltipText: null,
  creditTypes: [{ creditType_PK: 1, creditType_SK: 1, creditTypeDescription: 'General', creditIssued: 2 }],
};
const signedIn = { token: 't', sub: 'u-1' };

function open(props: Partial<Parameters<typeof CreditModal>[0]> = {}, options: CreditFormOptions = OPTIONS) {
  const onClose = jest.fn();
  const onSaved = jest.fn();
  server.use(api.get<CreditFormOptions>('/user/certificates/form-options', () => options));
  renderWithProviders(
    <CreditModal
      open
      mode={{ kind: 'external' }}
      context="certificates"
      onClose={onClose}
      onSaved={onSaved}
      {...props}
    />,
    { auth: signedIn },
  );
  return { onClose, onSaved };
}

test('[S2-CREDITFORM-13] [S2-CREDITFORM-14] [S2-CREDITFORM-16] [S2-CREDITFORM-20] [S2-CREDITFORM-22] saving an empty form shows every message and calls nothing', async () => {
  const { onSaved } = open();
  const dialog = await screen.findByRole('dialog', { name: 'Add external credit' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await within(dialog).findAllByRole('alert');
  expect(
    within(dialog)
      .getAllByRole('alert')
      .map((a) => a.textContent),
  ).toEqual([
    'Select a jurisdiction',
    'Enter a Program name',
    'Enter a Provider name',
    'Enter a valid date',
    'Select a format',
    'Select a credit type',
  ]);
  expect(onSaved).not.toHaveBeenCalled();
});

test('[S2-CREDITFORM-31] [S2-CREDITFORM-33] [S2-CREDITFORM-15] credits wait for the date; providers suggest from 3 characters', async () => {
  open();
  const dialog = await screen.findByRole('dialog', { name: 'Add external credit' });
  expect(within(dialog).getByLabelText('Credit type 1')).toBeDisabled();
  expect(within(dialog).getByText('Please enter the date completed first.')).toBeInTheDocument();
  fireEvent.change(within(dialog).getByLabelText('Date completed'), { target: { value: '03/04/2026' } });
  expect(within(dialog).getByLabelText('Credit type 1')).toBeEnabled();
  await screen.findByRole('option', { name: 'General' });
  const provider = within(dialog).getByLabelText('Provider');
  fireEvent.change(provider, { target: { value: 'St' } });
  expect(provider).not.toHaveAttribute('list');
  fireEvent.change(provider, { target: { value: 'Sta' } });
  expect(provider).toHaveAttribute('list');
  expect(dialog.querySelectorAll('datalist option')).toHaveLength(1);
});

test('[S2-CREDITFORM-02] [S2-CREDITFORM-05] [S2-CREDITFORM-06] [S2-CREDITFORM-09] [S2-TOAST-03] edit offers Delete this certificate, asks Are you sure?, deletes with Yes, delete', async () => {
  let deleted = '';
  server.use(
    api.delete('/credit-tracker/external-Certificate/:customer/:id', ({ params }) => {
      deleted = String(params.id);
      return { deleted: 7 };
    }),
  );
  const { onSaved, onClose } = open({ mode: { kind: 'external', certificate: CERT } });
  const dialog = await screen.findByRole('dialog', { name: 'Edit external credit' });
  expect(within(dialog).getByLabelText('Program name')).toHaveValue('Ethics in Practice');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete this certificate' }));
  expect(await screen.findByRole('heading', { name: 'Are you sure?' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ action: 'deleted', certificate: null }));
  expect(deleted).toBe('7');
  expect(onClose).toHaveBeenCalled();
});

test('[S2-CREDITFORM-07] [S2-CREDITFORM-08] a dirty form asks Are you sure? before closing; Yes discards', async () => {
  const { onClose } = open({ mode: { kind: 'external', certificate: CERT } });
  const dialog = await screen.findByRole('dialog', { name: 'Edit external credit' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1); // clean: closes at once
  fireEvent.change(within(dialog).getByLabelText('Program name'), { target: { value: 'Changed name' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(await screen.findByRole('heading', { name: 'Are you sure?' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('[S2-TOAST-08] [S2-CREDITFORM-04] a refused update shows the server message and the error toast for carryover credit', async () => {
  server.use(
    api.post('/credit-tracker/external-Certificate/update/:customer/:region', () =>
      apiError(400, 'Enter Credits'),
    ),
  );
  const { onSaved } = open({
    mode: { kind: 'carryover', certificate: { ...CERT, isCarryover: true, dateCompleted: '2026-01-01' } },
    carryoverPeriods: [{ start: '2026-01-01', label: 'Period starting 01/01/2026' }],
  });
  const dialog = await screen.findByRole('dialog', { name: 'Edit carryover credit' });
  await screen.findByRole('option', { name: 'General' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Enter Credits')).toBeInTheDocument();
  await waitFor(() =>
    expect(toast.list().map((t) => t.content)).toContain('There was an error updating carryover credit'),
  );
  expect(onSaved).not.toHaveBeenCalled();
});

test("the transitional question shows where the member's license for the chosen jurisdiction is transitional", async () => {
  open({ regionSk: 132 }, { ...OPTIONS, transitionalRegionSks: [132] });
  const dialog = await screen.findByRole('dialog', { name: 'Add external credit' });
  expect(
    await within(dialog).findByRole('group', { name: 'Is this credit for the transitional requirement?' }),
  ).toBeInTheDocument();
});

test('no transitional question for a jurisdiction whose license is not transitional', async () => {
  open({ regionSk: 132 });
  const dialog = await screen.findByRole('dialog', { name: 'Add external credit' });
  await within(dialog).findByRole('combobox', { name: /Jurisdiction/ });
  expect(
    within(dialog).queryByRole('group', { name: 'Is this credit for the transitional requirement?' }),
  ).toBeNull();
});
