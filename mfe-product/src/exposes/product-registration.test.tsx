// The live panel with the registration feature passed in (as exposes/product-page does): the
// Registrations tab, registering, and the change panel's steps, toasts and phone mode (spec 3 §4.3,
// §4.4, §8). Rendering and edge states against MSW; the rules that cross the API are proven in
// api/test/registration.test.ts and e2e/tests/product-registration.spec.ts.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { liveSeminar, payload, registrationRecord, variation } from '../test/fixtures';
import { ProductView } from '../features/product-page/product-view';
import { RegistrationsPanel } from '../features/registration/registrations-panel';
import { PanelSlotsContext } from '../lib/panel-slots';

const A = variation({ retail: false, price: 0 });
const B = liveSeminar();

const record = registrationRecord;

let registrations: object[];
let calls: ApiCall[];
function fakeApi(o: { cancelable?: boolean; failRegister?: boolean; extra?: object[] } = {}) {
  server.use(
    api.get('/site-parts', () => ({
      labels: { customerServicePhone: '(800) 260-4754', customerServiceEmail: 'info@pli.edu' },
    })),
    api.get('/product/:code', () =>
      payload(A, { programVariants: [A, B, ...((o.extra ?? []) as (typeof A)[])] }),
    ),
    api.get('/user/library/by-itemPks', ({ query }) => ({
      items: registrations.some((r) => (r as { pk: string }).pk === query.get('itemPks'))
        ? [{ pk: query.get('itemPks')!, isPurchased: true }]
        : [],
    })),
    api.get('/registration/upcoming-registrations', () => ({ registrations })),
    api.get('/registration/program-cancel', ({ query }) => ({
      itemSk: query.get('itemSk')!,
      isCancelable: o.cancelable !== false,
      reason: o.cancelable === false ? 'too late' : null,
    })),
    api.post('/registration/program-cancel', async ({ request }) => {
      const sk = (await request.json()) as string;
      registrations = registrations.filter((r) => (r as { sk: string }).sk !== sk);
      return { itemSk: sk, canceled: true };
    }),
    api.post('/registration', async ({ request }) => {
      if (o.failRegister) return apiError(409, 'closed');
      const body = (await request.json()) as { itemPk: string };
      const v = body.itemPk === A.pk ? A : B;
      registrations = [...registrations, record(v)];
      return record(v);
    }),
  );
}

const inlinePanel = () =>
  screen.getByRole('heading', { name: 'Choose how to attend', hidden: true }).closest('section')!;
const toasts = () => toast.list().map((t) => [t.type, t.content]);

/** The Materials slot as the page gets it, reduced to what it was given. */
function MaterialsProbe({ variation }: { variation: { code: string } }) {
  return <button type="button">Materials for {variation.code}</button>;
}

function renderPage(search = '') {
  return render(
    <TestProviders path={`/programs/fundamentals-of-ethics-2027${search}`}>
      <PanelSlotsContext.Provider value={{ Registrations: RegistrationsPanel, Materials: MaterialsProbe }}>
        <ProductView code="380021" inShell />
      </PanelSlotsContext.Provider>
    </TestProviders>,
  );
}

/** Renders the page with these registrations and answers; resolves to the inline panel once the page is up. */
async function renderPanel(registered: object[], answers: Parameters<typeof fakeApi>[0] = {}) {
  registrations = registered;
  fakeApi(answers);
  renderPage();
  await screen.findByRole('heading', { level: 1 });
  return inlinePanel();
}

/** The registered person's way into the change panel (spec 3 §4.4). */
async function openChangePanel(panel: HTMLElement) {
  fireEvent.click(
    await within(panel).findByRole('button', { name: 'Change or cancel registration', hidden: true }),
  );
}

/** Phone mode: the change panel gives the customer service phone and no Cancel registration button. */
async function expectPhoneMode(panel: HTMLElement) {
  expect(
    await within(panel).findByText(
      'To change or cancel this registration, please call customer service at (800) 260-4754.',
    ),
  ).toBeInTheDocument();
  expect(within(panel).queryByRole('button', { name: 'Cancel registration', hidden: true })).toBeNull();
}

beforeEach(() => {
  calls = recordApiCalls();
  registrations = [];
  toast.list().forEach((t) => toast.dismiss(t.id));
  act(() => authStore.set({ ...ANONYMOUS, ready: true, token: 't-1', sub: 'u-1' }));
});
afterAll(() => authStore.set(ANONYMOUS));

describe('live panel registrations', () => {
  test('[S3-PANEL-04] [S3-PANEL-05] [S3-PANEL-32] [S3-PANEL-16] a registered program shows the Registrations tab, Launch, and no price', async () => {
    const panel = await renderPanel([record(A)]);
    const tab = await within(panel).findByRole('tab', { name: 'Registrations', hidden: true });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByText('Registered, Online')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Launch', hidden: true })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('tab', { name: 'Ways to attend', hidden: true }));
    // the registered variant shows no price; the other (free) one does
    const registered = within(panel)
      .getByRole('radio', { name: /Live Webcast/, hidden: true })
      .closest('label')!;
    expect(registered).toHaveTextContent('Registered');
    expect(registered).not.toHaveTextContent('$');
  });

  test('[S3-PANEL-15] a registered variant shows the Materials button for that variant; an unregistered one does not', async () => {
    const panel = await renderPanel([record(A)]);
    expect(
      await within(panel).findByRole('button', { name: `Materials for ${A.code}`, hidden: true }),
    ).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('tab', { name: 'Ways to attend', hidden: true }));
    fireEvent.click(within(panel).getByRole('radio', { name: /Live Seminar/, hidden: true }));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: /^Materials for/, hidden: true })).toBeNull(),
    );
  });

  test('[S3-PANEL-03] ?action=StartWatching opens the ways to attend with Launch focused; ChangeOrCancelRegistration the Registrations tab', async () => {
    registrations = [record(A)];
    fakeApi();
    const { unmount } = renderPage('?action=StartWatching');
    await screen.findByRole('heading', { level: 1 });
    const panel = inlinePanel();
    expect(await within(panel).findByRole('tab', { name: 'Ways to attend', hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Launch', hidden: true })).toHaveFocus(),
    );
    unmount();
    renderPage('?action=ChangeOrCancelRegistration');
    await screen.findByRole('heading', { level: 1 });
    expect(
      await within(inlinePanel()).findByRole('tab', { name: 'Registrations', hidden: true }),
    ).toHaveAttribute('aria-selected', 'true');
  });

  test('[S3-PANEL-09] after a registration succeeds the panel scrolls to its top', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
    try {
      const panel = await renderPanel([]);
      fireEvent.click(await within(panel).findByRole('button', { name: 'Register', hidden: true }));
      await within(panel).findByRole('tab', { name: 'Registrations', hidden: true });
      const heading = within(panel).getByRole('heading', { name: 'Choose how to attend', hidden: true });
      expect(scrolled).toContain(heading.parentElement);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  test('[S3-PANEL-14] [S3-PANEL-08] [S3-ERRORS-12] [S3-API-09] registering posts {itemSk, itemPk}, says Registered and shows the Registrations tab', async () => {
    const panel = await renderPanel([]);
    expect(within(panel).queryByRole('tab', { name: 'Registrations', hidden: true })).toBeNull();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Register', hidden: true }));
    expect(await within(panel).findByRole('tab', { name: 'Registrations', hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        path: '/registration',
        body: { itemSk: A.pk, itemPk: A.pk },
      }),
    );
    expect(toasts()).toContainEqual(['confirmation', 'Registered']);
  });

  test('[S3-REG-11] [S3-REG-09] [S3-REG-10] [S3-REG-05] [S3-ERRORS-13] a change checks cancellability, then cancels and registers the new way', async () => {
    const panel = await renderPanel([record(A)]);
    await openChangePanel(panel);
    expect(
      await within(panel).findByRole('heading', { name: 'Choose another way to attend', hidden: true }),
    ).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/registration/program-cancel' }),
    );
    // step 0 lists only the other way (the registered one is left out)
    expect(within(panel).getAllByRole('radio', { hidden: true }).length).toBeGreaterThan(0);
    fireEvent.click(within(panel).getByRole('radio', { name: /Live Seminar, .*New York/, hidden: true }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Change registration', hidden: true }));
    expect(within(panel).getByRole('heading', { name: 'Confirm change', hidden: true })).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm change', hidden: true }));
    await waitFor(() => expect(toasts()).toContainEqual(['confirmation', 'Registration updated']));
    const writes = calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(writes).toEqual(['/registration/program-cancel', '/registration']);
  });

  test('[S3-PANEL-19] [S3-REG-07] changing with nothing chosen shows the no-selection message; Back returns to step 0', async () => {
    const panel = await renderPanel([record(A)]);
    await openChangePanel(panel);
    fireEvent.click(await within(panel).findByRole('button', { name: 'Change registration', hidden: true }));
    expect(within(panel).getByRole('alert', { hidden: true })).toHaveTextContent(
      'Please choose an option to continue.',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel registration', hidden: true }));
    expect(
      within(panel).getByRole('heading', { name: 'Confirm cancellation', hidden: true }),
    ).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: 'Back', hidden: true }));
    expect(
      within(panel).getByRole('heading', { name: 'Choose another way to attend', hidden: true }),
    ).toBeInTheDocument();
  });

  test('[S3-REG-06] [S3-ERRORS-14] [S3-API-10] [S3-ANALYTICS-04] canceling sends the item sk as JSON, says Registration canceled and records a cancel analytics event', async () => {
    const events: unknown[] = [];
    const listen = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener('product:analytics', listen);
    const panel = await renderPanel([record(A)]);
    await openChangePanel(panel);
    fireEvent.click(await within(panel).findByRole('button', { name: 'Cancel registration', hidden: true }));
    expect(events).toEqual([]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm cancellation', hidden: true }));
    await waitFor(() => expect(toasts()).toContainEqual(['confirmation', 'Registration canceled']));
    expect(events.filter((e) => (e as { event: string }).event === 'cancel')).toEqual([
      { event: 'cancel', code: A.code },
    ]);
    window.removeEventListener('product:analytics', listen);
    expect(calls).toContainEqual(
      expect.objectContaining({ method: 'POST', path: '/registration/program-cancel', body: A.pk }),
    );
    // no registrations left: the tab goes
    await waitFor(() =>
      expect(within(panel).queryByRole('tab', { name: 'Registrations', hidden: true })).toBeNull(),
    );
  });

  test('[S3-ERRORS-11] [S3-ERRORS-05] a registration failure during a change shows the update message', async () => {
    const panel = await renderPanel([record(A)], { failRegister: true });
    await openChangePanel(panel);
    fireEvent.click(await within(panel).findByRole('radio', { name: /Live Seminar/, hidden: true }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Change registration', hidden: true }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Confirm change', hidden: true }));
    await waitFor(() =>
      expect(toasts()).toContainEqual([
        'alert',
        "We're sorry, something went wrong while updating your registration. Please refresh and try again.",
      ]),
    );
    // the registration they had is placed again (cancel, failed register, register the original)
    const writes = calls.filter((c) => c.method === 'POST').map((c) => c.path);
    expect(writes).toEqual(['/registration/program-cancel', '/registration', '/registration']);
  });

  test('[S3-REG-12] [S3-REG-13] not cancelable online: phone mode with the customer service phone', async () => {
    const panel = await renderPanel([record(A, { isCancelable: false })], { cancelable: false });
    await openChangePanel(panel);
    await expectPhoneMode(panel);
  });

  test('[S3-REG-03] [S3-REG-04] step 0 offers the other open date only: not the registered one, an expired one or one that has ended', async () => {
    const other = (code: string, over: object) =>
      liveSeminar({ code, pk: `prg-${code}`, externalSystemKey: `prg-${code}`, ...over });
    const expired = other('380031', { location: 'Chicago, IL', isExpired: true });
    const ended = other('380032', {
      location: 'Boston, MA',
      eventStartDate: '2026-04-10T13:00:00.000Z',
      eventEndDate: '2026-04-10T20:00:00.000Z',
    });
    const panel = await renderPanel([record(A)], { extra: [expired, ended] });
    await openChangePanel(panel);
    const step = (
      await within(panel).findByRole('heading', { name: 'Choose another way to attend', hidden: true })
    ).parentElement!;
    const offered = within(step)
      .getAllByRole('radio', { hidden: true })
      .map((r) => r.closest('label')!.textContent);
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatch(/New York, NY/);
  });

  test('[S3-REG-08] opening the change panel again starts at step 0 with nothing chosen', async () => {
    const panel = await renderPanel([record(A)]);
    await openChangePanel(panel);
    // left with a way chosen
    fireEvent.click(await within(panel).findByRole('radio', { name: /Live Seminar/, hidden: true }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Keep my registration', hidden: true }));
    await openChangePanel(panel);
    expect(await within(panel).findByRole('radio', { name: /Live Seminar/, hidden: true })).not.toBeChecked();
    expect(within(panel).queryByRole('alert', { hidden: true })).toBeNull();
  });

  test('[S3-REG-14] on a phone a cancelable registration is still changed only by calling customer service', async () => {
    const width = window.innerWidth;
    act(() => {
      window.innerWidth = 500;
      window.dispatchEvent(new Event('resize'));
    });
    try {
      const panel = await renderPanel([record(A)]);
      await openChangePanel(panel);
      await expectPhoneMode(panel);
    } finally {
      act(() => {
        window.innerWidth = width;
        window.dispatchEvent(new Event('resize'));
      });
    }
  });
});
