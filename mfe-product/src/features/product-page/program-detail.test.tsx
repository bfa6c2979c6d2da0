// The program page's one state object drives what the visitor sees (spec 1 §4 S1-PRODUCT-01, spec 3
// §4.3 S3-PANEL-44): the selection shared by the inline panel and its dialog, the registration modal,
// 'registered' and the sections from the catalogue relations. materialsLoading and isFooterInView with the
// real slots: exposes/program-page-state.test.tsx. isStsRenewalSelected is a book's option and stays
// false on a program (program-detail-state.test.ts).
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { api, server } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import {
  liveSeminar,
  onDemandVariation,
  payload,
  registrationRecord,
  segmentOf,
  variation,
} from '../../test/fixtures';
import { ProductView } from './product-view';

const NOW = Date.parse('2026-11-22T12:00:00Z');

function renderProgram(product: object, registrations: object[] = []) {
  server.use(
    api.get('/site-parts', () => ({ labels: {} })),
    api.get('/user/library/by-itemPks', () => ({ items: [] })),
    api.get('/registration/upcoming-registrations', () => ({ registrations })),
    api.get('/product/:code', () => product),
  );
  render(
    <TestProviders path="/programs/x">
      <ProductView code="380021" inShell />
    </TestProviders>,
  );
}
const inlinePanel = () =>
  screen.getByRole('heading', { name: 'Choose how to attend', hidden: true }).closest('section')!;
/** the sticky button that opens the panel full screen (below md) */
const stickyButton = () =>
  screen.getAllByRole('button', { hidden: true }).find((b) => b.getAttribute('aria-haspopup') === 'dialog')!;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
  act(() => authStore.set(ANONYMOUS));
});

describe('program detail state on the page', () => {
  test('[S1-PRODUCT-01] [S3-PANEL-44] the registration modal opens and closes from the state and shows the variant chosen inline', async () => {
    const a = variation();
    const b = liveSeminar({ code: '380041', pk: 'prg-380041', eventStartDate: '2027-05-10T13:00:00.000Z' });
    renderProgram(payload(a, { programVariants: [a, b] }));
    await screen.findByRole('heading', { level: 1 });
    const inline = within(inlinePanel());
    fireEvent.click(await inline.findByRole('radio', { name: /Live Seminar/, hidden: true }));
    expect(inline.getByRole('radio', { name: /Live Seminar/, hidden: true })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(stickyButton());
    const modal = within(screen.getByRole('dialog', { name: 'Registration and purchase' }));
    // one selection: the dialog's panel shows the variant chosen inline, not the page's own
    expect(modal.getByRole('radio', { name: /Live Seminar/, hidden: true })).toBeChecked();
    expect(modal.getByRole('radio', { name: /Live Webcast/, hidden: true })).not.toBeChecked();

    fireEvent.click(modal.getByRole('button', { name: 'Close', hidden: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('[S1-PRODUCT-01] [S3-PANEL-44] registered: the registrations answer turns the sticky button to Registrations and hides the price', async () => {
    const v = variation();
    act(() => authStore.set({ ...ANONYMOUS, ready: true, token: 't-1', sub: 'u-1' }));
    renderProgram(payload(v), [registrationRecord(v, { launchUrl: null })]);
    await screen.findByRole('heading', { level: 1 });
    expect(await screen.findByRole('button', { name: 'Registrations', hidden: true })).toBe(stickyButton());
    expect(stickyButton().previousElementSibling).toHaveTextContent(/^$/);
  });

  test('[S1-PRODUCT-01] the catalogue relations set the segments section and its jump link', async () => {
    const program = onDemandVariation('OnDemandWebVariation');
    const segments = [1, 2].map((n) => ({ ...segmentOf(program, n), speakers: [] }));
    renderProgram(payload(program, { segments }));
    await screen.findByRole('heading', { level: 1 });
    const bar = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(bar).getByRole('link', { name: 'Segments' })).toHaveAttribute('href', '#segments');
    expect(screen.getByRole('heading', { level: 2, name: 'Segments' })).toBeInTheDocument();
  });

  test('[S1-PRODUCT-01] no segments in the relations: no segments section, no jump link', async () => {
    renderProgram(payload(onDemandVariation('OnDemandWebVariation')));
    await screen.findByRole('heading', { level: 1 });
    const bar = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(bar).queryByRole('link', { name: 'Segments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Segments' })).not.toBeInTheDocument();
  });
});
