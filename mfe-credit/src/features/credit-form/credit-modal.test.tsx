import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Certificate, CreditFormOptions } from '@cle/contracts/certificate-schemas';
import { toast } from '@cle/contracts/toast';
import { api, apiError, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import * as certificateApi from './api/certificate-writes';
import { CreditModal } from './credit-modal';
import { cert } from '../../lib/certificate-fixtures';

jest.mock('./api/certificate-writes', () => ({
  ...jest.requireActual<typeof import('./api/certificate-writes')>('./api/certificate-writes'),
  uploadCertificateFile: jest.fn(),
}));
const uploadSpy = jest.mocked(certificateApi.uploadCertificateFile);

const OPTIONS: CreditFormOptions = {
  jurisdictions: [{ regionSk: 132, name: 'New York' }],
  creditTypes: [
    { sk: 1, description: 'General' },
    { sk: 2, description: 'Ethics' },
  ],
  providers: ['State Bar Academy', 'City Law Institute'],
  transitionalRegionSks: [],
};
const CERT: Certificate = cert({
  id: 7,
  customerId: 'u-1',
  programName: 'Ethics in Practice',
  certificateSource: 'State Bar Academy',
  isExternal: true,
  creditTypes: [{ creditType_PK: 1, creditType_SK: 1, creditTypeDescription: 'General', creditIssued: 2 }],
});
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

/** Fills the form's fields (label: value, in the form's order) once its credit types have loaded. */
async function fill(dialog: HTMLElement, fields: Record<string, string>) {
  await screen.findByRole('option', { name: 'General' });
  for (const [label, value] of Object.entries(fields))
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}
/** A complete external credit. */
const fillExternal = (dialog: HTMLElement) =>
  fill(dialog, {
    'Program name': 'Ethics 101',
    Provider: 'City Law Institute',
    'Date completed': '03/04/2026',
    Format: 'Live',
    'Credit type 1': '2',
    'Credits 1': '1.5',
  });
/** A complete carryover credit. */
const fillCarryover = (dialog: HTMLElement) =>
  fill(dialog, {
    'Program name': 'Carried forward',
    Provider: 'Carryover',
    'Compliance period': '2025-01-01',
    Format: 'Live-webcast',
    'Credit type 1': '1',
    'Credits 1': '2',
  });

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

test("[S2-CREDITFORM-24] [S2-CREDITFORM-26] the transitional question, where the member's license is transitional: required, and yes saves level 1", async () => {
  let saved: unknown;
  server.use(
    api.post<Certificate>('/credit-tracker/external-Certificate/add/:customer/:region', ({ body }) => {
      saved = body;
      return CERT;
    }),
  );
  const { onSaved } = open({ regionSk: 132 }, { ...OPTIONS, transitionalRegionSks: [132] });
  const dialog = await screen.findByRole('dialog', { name: 'Add external credit' });
  const question = await within(dialog).findByRole('group', {
    name: 'Is this credit for the transitional requirement?',
  });
  await fillExternal(dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(question).findByText('Select yes or no')).toBeInTheDocument();
  expect(onSaved).not.toHaveBeenCalled();
  fireEvent.click(within(question).getByRole('radio', { name: 'Yes' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(saved).toMatchObject({ transitionLevel: '1' });
});

test('no transitional question for a jurisdiction whose license is not transitional', async () => {
  open({ regionSk: 132 });
  const dialog = await screen.findByRole('dialog', { name: 'Add external credit' });
  await within(dialog).findByRole('combobox', { name: /Jurisdiction/ });
  expect(
    within(dialog).queryByRole('group', { name: 'Is this credit for the transitional requirement?' }),
  ).toBeNull();
});

const PERIODS = [
  { start: '2025-01-01', label: 'Period starting 01/01/2025' },
  { start: '2027-01-01', label: 'Period starting 01/01/2027' },
];
const CARRIED: Certificate = {
  ...CERT,
  id: 9,
  programName: 'Carryover credit',
  certificateSource: 'Carryover',
  isCarryover: true,
  dateCompleted: '2025-01-01',
};
const WITH_FILE: Certificate = {
  ...CERT,
  certificateBlobs: [{ blobUri: 'f'.repeat(32), fileName: 'ethics.pdf' }],
};
const toasts = () => toast.list().map((t) => t.content);

test('[S2-TOAST-04] [S2-CREDITFORM-11] a carryover add toasts "Carryover credit added" and the form resets', async () => {
  let saved: unknown;
  server.use(
    api.post<Certificate>('/credit-tracker/external-Certificate/add/:customer/:region', ({ body }) => {
      saved = body;
      return { ...CARRIED, programName: 'Carried forward' };
    }),
  );
  const { onSaved } = open({ mode: { kind: 'carryover' }, regionSk: 132, carryoverPeriods: PERIODS });
  const dialog = await screen.findByRole('dialog', { name: 'Add carryover credit' });
  await fillCarryover(dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(saved).toMatchObject({
    isCarryover: true,
    dateCompleted: '2025-01-01',
    programName: 'Carried forward',
  });
  expect(toasts()).toContain('Carryover credit added');
  // the parent still shows the modal here: the fields are empty again
  expect(within(dialog).getByLabelText('Program name')).toHaveValue('');
  expect(within(dialog).getByLabelText('Compliance period')).toHaveValue('');
});

test('[S2-TOAST-07] a failed add names what it was adding: carryover credit, or certificate', async () => {
  server.use(
    api.post('/credit-tracker/external-Certificate/add/:customer/:region', () => apiError(500, 'Down')),
  );
  const { onSaved } = open({ mode: { kind: 'carryover' }, regionSk: 132, carryoverPeriods: PERIODS });
  const dialog = await screen.findByRole('dialog', { name: 'Add carryover credit' });
  await fillCarryover(dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toContain('There was an error adding carryover credit'));
  expect(onSaved).not.toHaveBeenCalled();
  expect(within(dialog).getByLabelText('Program name')).toHaveValue('Carried forward');
});

test('[S2-TOAST-07] a failed external add says certificate', async () => {
  server.use(
    api.post('/credit-tracker/external-Certificate/add/:customer/:region', () => apiError(500, 'Down')),
  );
  open({ regionSk: 132 });
  const dialog = await screen.findByRole('dialog', { name: 'Add external credit' });
  await fillExternal(dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(toasts()).toContain('There was an error adding certificate'));
});

test('[S2-TOAST-05] a carryover update toasts "Carryover credit updated"', async () => {
  server.use(
    api.post<Certificate>('/credit-tracker/external-Certificate/update/:customer/:region', () => CARRIED),
  );
  const { onSaved } = open({ mode: { kind: 'carryover', certificate: CARRIED }, carryoverPeriods: PERIODS });
  const dialog = await screen.findByRole('dialog', { name: 'Edit carryover credit' });
  await screen.findByRole('option', { name: 'General' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ action: 'updated', certificate: CARRIED }));
  expect(toasts()).toContain('Carryover credit updated');
});

test('[S2-TOAST-06] deleting carryover credit toasts "Carryover credit deleted"', async () => {
  server.use(api.delete('/credit-tracker/external-Certificate/:customer/:id', () => ({ deleted: 9 })));
  const { onSaved } = open({ mode: { kind: 'carryover', certificate: CARRIED }, carryoverPeriods: PERIODS });
  const dialog = await screen.findByRole('dialog', { name: 'Edit carryover credit' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete this certificate' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ action: 'deleted', certificate: null }));
  expect(toasts()).toContain('Carryover credit deleted');
});

test('[S2-TOAST-09] a failed delete names what it was deleting and keeps the modal open', async () => {
  server.use(api.delete('/credit-tracker/external-Certificate/:customer/:id', () => apiError(500, 'Down')));
  const { onSaved, onClose } = open({ mode: { kind: 'external', certificate: CERT } });
  const dialog = await screen.findByRole('dialog', { name: 'Edit external credit' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete this certificate' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes, delete' }));
  await waitFor(() => expect(toasts()).toContain('There was an error deleting certificate'));
  expect(onSaved).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
  // back from the confirm step to the form
  expect(await within(dialog).findByLabelText('Program name')).toHaveValue('Ethics in Practice');
});

test('[S2-CREDITFORM-03] [S2-CREDITFORM-32] [S2-CREDITFORM-34] carryover credits (titled Add carryover credit) wait for a compliance period, and say so', async () => {
  open({ mode: { kind: 'carryover' }, regionSk: 132, carryoverPeriods: PERIODS });
  const dialog = await screen.findByRole('dialog', { name: 'Add carryover credit' });
  expect(within(dialog).getByText('Please select the compliance period first.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Credit type 1')).toBeDisabled();
  expect(within(dialog).getByLabelText('Credits 1')).toBeDisabled();
  fireEvent.change(within(dialog).getByLabelText('Compliance period'), { target: { value: '2027-01-01' } });
  expect(within(dialog).queryByText('Please select the compliance period first.')).not.toBeInTheDocument();
  expect(within(dialog).getByLabelText('Credit type 1')).toBeEnabled();
});

test('[S2-CERT-31] [S2-CERT-34] [S2-TOAST-14] deleting a file animates a progress bar until the server answers, then toasts "File deleted"', async () => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((r) => (answer = r));
  let asked = '';
  server.use(
    api.delete('/user/certificates/delete-file/:customer', async ({ query }) => {
      asked = query.get('blobName') ?? '';
      await answered;
      return { deleted: asked };
    }),
  );
  open({ mode: { kind: 'external', certificate: WITH_FILE } });
  const dialog = await screen.findByRole('dialog', { name: 'Edit external credit' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete file ethics.pdf' }));
  const bar = await within(dialog).findByRole('progressbar', { name: 'Deleting ethics.pdf' });
  await waitFor(() => expect(Number(bar.getAttribute('value'))).toBeGreaterThan(3));
  expect(within(dialog).getByRole('button', { name: 'Delete file ethics.pdf' })).toBeDisabled();
  answer();
  await waitFor(() => expect(toasts()).toContain('File deleted'));
  expect(asked).toBe('f'.repeat(32));
  expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
  expect(within(dialog).queryByText('ethics.pdf')).not.toBeInTheDocument();
  // the input to attach another file is back
  expect(within(dialog).getByLabelText(/^Certificate file/)).toBeInTheDocument();
});

test('[S2-TOAST-15] a failed file delete says so and keeps the file', async () => {
  server.use(api.delete('/user/certificates/delete-file/:customer', () => apiError(500, 'Down')));
  open({ mode: { kind: 'external', certificate: WITH_FILE } });
  const dialog = await screen.findByRole('dialog', { name: 'Edit external credit' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete file ethics.pdf' }));
  await waitFor(() => expect(toasts()).toContain('There was an error deleting your file.'));
  expect(within(dialog).getByText('ethics.pdf')).toBeInTheDocument();
  expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
});

test('[S2-CERT-32] uploading a file shows a progress bar that climbs toward the reported progress, until the upload answers', async () => {
  // jsdom's XMLHttpRequest never completes a FormData body under MSW's interceptor, so the upload call
  // is replaced here; the progress it reports is what the real one reports from xhr.upload events
  let report: (percent: number) => void = () => {};
  let answer: () => void = () => {};
  uploadSpy.mockImplementation((file, onProgress) => {
    report = onProgress;
    return new Promise((resolve) => {
      answer = () => resolve({ blobUri: 'a'.repeat(32), fileName: file.name });
    });
  });
  open({ regionSk: 132 });
  const dialog = await screen.findByRole('dialog', { name: 'Add external credit' });
  const file = new File(['%PDF-1.7 certificate'], 'new-certificate.pdf', { type: 'application/pdf' });
  fireEvent.change(within(dialog).getByLabelText(/^Certificate file/), { target: { files: [file] } });
  const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading new-certificate.pdf' });
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  act(() => report(40));
  // one step every 5 ms: allow a busy machine time to make the 40 steps
  await waitFor(() => expect(bar).toHaveAttribute('value', '40'), { timeout: 5000 });
  await new Promise((r) => setTimeout(r, 50));
  expect(bar).toHaveAttribute('value', '40'); // never past what was reported
  act(() => answer());
  await waitFor(() => expect(toasts()).toContain('File uploaded'));
  expect(bar).not.toBeInTheDocument();
  expect(uploadSpy.mock.calls[0]![0]).toBe(file);
  expect(within(dialog).getByText('new-certificate.pdf')).toBeInTheDocument();
});

test('[S2-VALID-01] [S2-VALID-02] [S2-VALID-03] a date typed as 8 digits or with a 2-digit year shows as MM/DD/YYYY; the 2-digit year is within 80 years back and 19 ahead', async () => {
  open();
  const dialog = await screen.findByRole('dialog', { name: 'Add external credit' });
  const date = within(dialog).getByLabelText('Date completed');
  const year = new Date().getFullYear();
  const typed = (value: string) => {
    fireEvent.change(date, { target: { value } });
    fireEvent.blur(date);
    return (date as HTMLInputElement).value;
  };
  expect(typed('03042026')).toBe('03/04/2026');
  expect(typed(`3/4/${String(year).slice(2)}`)).toBe(`03/04/${year}`);
  // twenty years ahead is read as eighty back (in 2026, '46' is 1946; '45' is 2045)
  expect(typed(`7/14/${String(year + 20).slice(2)}`)).toBe(`07/14/${year - 80}`);
  expect(typed(`7/14/${String(year + 19).slice(2)}`)).toBe(`07/14/${year + 19}`);
  expect(typed('02/30/2026')).toBe('02/30/2026');
});
