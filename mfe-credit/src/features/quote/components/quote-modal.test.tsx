import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { QuoteForm } from '@cle/contracts/quote-form';
import { api, apiError, http, HttpResponse, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { QuoteModal } from './quote-modal';

const field = (label: string, name: string, type: string, options: string[] = []) => ({
  label,
  name,
  type,
  required: true,
  placeholder: null,
  options: options.map((o) => ({ value: o, text: o })),
  description: type === 'date' ? 'The start date cannot be in the past.' : null,
});
const FORM = {
  formId: 'request-a-quote',
  successMessage: 'Thank you, received.',
  failMessage: 'Your quote request could not be sent.',
  steps: [
    {
      heading: 'Request a quote',
      subheading: 'About you',
      copy: 'Who should we send the quote to?',
      stepIndicator: 'Step 1 of 2',
      rows: [{ fields: [field('Email', 'email', 'email'), field('Phone', 'phone', 'phone')] }],
      buttonText: 'Next',
      errorMessage: 'Please correct the highlighted fields.',
    },
    {
      heading: 'Request a quote',
      subheading: 'Your organisation',
      copy: 'Tell us more.',
      stepIndicator: 'Step 2 of 2',
      rows: [
        {
          fields: [
            field('Organisation type', 'type', 'select', ['Law firm', 'Other']),
            field('Start', 'start', 'date'),
          ],
        },
      ],
      buttonText: 'Submit',
      errorMessage: 'Please correct the highlighted fields.',
    },
  ],
} as QuoteForm;

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
});

function open() {
  render(
    <TestProviders>
      <QuoteModal form={FORM} open onClose={() => undefined} />
    </TestProviders>,
  );
  return screen.getByRole('dialog');
}
const future = () => new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

function fillFirstStep(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Email (required)'), {
    target: { value: 'dana@example.com' },
  });
  fireEvent.change(within(dialog).getByLabelText('Phone (required)'), { target: { value: '212 555 0199' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
}

/** Both steps valid, then Submit. */
function fillAndSubmit(dialog: HTMLElement, organisationType: string) {
  fillFirstStep(dialog);
  fireEvent.change(within(dialog).getByLabelText('Organisation type (required)'), {
    target: { value: organisationType },
  });
  fireEvent.change(within(dialog).getByLabelText('Start (required)'), { target: { value: future() } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

test('[S2-QUOTE-02] [S2-QUOTE-03] [S2-QUOTE-04] [S2-QUOTE-05] a step shows its heading, subheading, copy and indicator', () => {
  const dialog = open();
  expect(within(dialog).getByRole('heading', { name: 'Request a quote' })).toBeTruthy();
  expect(within(dialog).getByRole('heading', { name: 'About you' })).toBeTruthy();
  expect(within(dialog).getByText('Who should we send the quote to?')).toBeTruthy();
  expect(within(dialog).getByText('Step 1 of 2')).toBeTruthy();
});

test('[S2-QUOTE-06] [S2-QUOTE-07] [S2-QUOTE-10] [S2-VALID-20] step 0: its fields with label and placeholder, Next, and no Back', () => {
  const dialog = open();
  expect(within(dialog).getByLabelText('Phone (required)').getAttribute('placeholder')).toBe(
    '+1 (XXX) XXX-XXXX',
  );
  expect(within(dialog).getByRole('button', { name: 'Next' })).toBeTruthy();
  expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
});

test('[S2-VALID-16] [S2-VALID-18] [S2-VALID-19] the phone field keeps digits only, a + country prefix in front, at most 20 characters', () => {
  const dialog = open();
  const phone = within(dialog).getByLabelText('Phone (required)') as HTMLInputElement;
  fireEvent.change(phone, { target: { value: 'tel: 212.555.0199' } });
  expect(phone.value).toBe('(212) 555-0199');
  fireEvent.change(phone, { target: { value: '+44 20 7946 0958' } });
  expect(phone.value).toBe('+44 (207) 946-0958');
  fireEvent.change(phone, { target: { value: '+1234567 212 555 0199' } });
  expect(phone.value).toBe('+1234567 (212) 555-0');
  expect(phone).toHaveAttribute('maxLength', '20');
});

test('[S2-QUOTE-08] [S2-QUOTE-09] [S2-QUOTE-10] [S2-VALID-17] errors hold the step; a valid step moves on; Back returns', () => {
  const dialog = open();
  fireEvent.change(within(dialog).getByLabelText('Email (required)'), { target: { value: 'nope' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  expect(within(dialog).getByText('Please enter a valid email')).toBeTruthy();
  expect(within(dialog).getByText('Required')).toBeTruthy();
  expect(within(dialog).getByText('Please correct the highlighted fields.')).toBeTruthy();
  fillFirstStep(dialog);
  expect(within(dialog).queryByDisplayValue('(212) 555-0199')).toBeNull(); // moved on
  expect(within(dialog).getByText('Step 2 of 2')).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
  expect(within(dialog).getByText('Step 1 of 2')).toBeTruthy();
  expect((within(dialog).getByLabelText('Phone (required)') as HTMLInputElement).value).toBe(
    '(212) 555-0199',
  );
});

test('[S2-QUOTE-11] [S2-QUOTE-12] [S2-QUOTE-13] a required dropdown without a value, or a past date, blocks submission', async () => {
  const dialog = open();
  fillFirstStep(dialog);
  fireEvent.change(within(dialog).getByLabelText('Start (required)'), { target: { value: '2020-01-01' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(within(dialog).getByText('Required')).toBeTruthy();
  expect(
    within(dialog).getByText(/^Please enter a date greater than or equal to \d{2}\/\d{2}\/\d{4}\.$/),
  ).toBeTruthy();
  await new Promise((r) => setTimeout(r, 20));
  expect(calls.some((c) => c.path === '/form/post')).toBe(false);
});

test('[S2-QUOTE-15] [S2-API-79] a successful submission posts the data with formId and shows the configured success message', async () => {
  server.use(
    api.post('/form/post', () => HttpResponse.json({ id: 7, formId: 'request-a-quote' }, { status: 201 })),
  );
  const dialog = open();
  fillAndSubmit(dialog, 'Law firm');
  expect(await within(dialog).findByText('Thank you, received.')).toBeTruthy();
  const post = calls.find((c) => c.path === '/form/post')!;
  await waitFor(() => expect(post.body).toBeTruthy());
  expect(post.body).toMatchObject({
    formId: 'request-a-quote',
    email: 'dana@example.com',
    phone: '(212) 555-0199',
    type: 'Law firm',
  });
});

test('[S2-API-80] the submitting step also posts the data to its submit URL, url-encoded and no-cors', async () => {
  const handed: { contentType: string | null; mode: string; body: string }[] = [];
  server.use(
    api.post('/form/post', () => HttpResponse.json({ id: 8, formId: 'request-a-quote' }, { status: 201 })),
    http.post('*/api/form/handler/:formId', async ({ request }) => {
      handed.push({
        contentType: request.headers.get('content-type'),
        mode: request.mode,
        body: await request.text(),
      });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const steps = FORM.steps.map((step, i) =>
    i === FORM.steps.length - 1 ? { ...step, submitUrl: '/api/form/handler/request-a-quote' } : step,
  );
  render(
    <TestProviders>
      <QuoteModal form={{ ...FORM, steps }} open onClose={() => undefined} />
    </TestProviders>,
  );
  const dialog = screen.getByRole('dialog');
  fillAndSubmit(dialog, 'Law firm');
  expect(await within(dialog).findByText('Thank you, received.')).toBeTruthy();
  await waitFor(() => expect(handed).toHaveLength(1));
  expect(handed[0]!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  expect(handed[0]!.mode).toBe('no-cors');
  const sent = new URLSearchParams(handed[0]!.body);
  expect(sent.get('formId')).toBe('request-a-quote');
  expect(sent.get('email')).toBe('dana@example.com');
  expect(sent.get('type')).toBe('Law firm');
});

test('[S2-QUOTE-14] a failed submission shows the configured fail message', async () => {
  server.use(api.post('/form/post', () => apiError(500)));
  const dialog = open();
  fillAndSubmit(dialog, 'Other');
  expect(await within(dialog).findByText('Your quote request could not be sent.')).toBeTruthy();
});
