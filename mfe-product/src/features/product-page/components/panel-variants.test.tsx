// The variant the person changes to (spec 3 §3, §4.3, §7): the panel asks GET /product/{code}/variants
// for it and shows that answer's price and seats. Rendering against MSW; the journey on the real API
// is e2e/tests/product-content.spec.ts.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { api, recordApiCalls, server } from '@cle/testing/msw';
import type { ApiCall } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import type { Variation } from '../../../lib/product-payload';
import { payload, variation } from '../../../test/fixtures';
import { ProductView } from '../product-view';

const inlinePanel = () =>
  screen.getByRole('heading', { name: 'Choose how to attend', hidden: true }).closest('section')!;

const full = variation({
  code: '380952',
  pk: 'prg-380952',
  format: 'Live In-Person',
  type: 'in-person',
  location: 'New York, NY',
  url: '/programs/full',
  price: 1695,
  waitlist: true,
});
const webcast = variation({ code: '380952W', pk: 'prg-380952W', url: '/programs/full-webcast', price: 1695 });

const liveVariant = (v: Variation, over: Record<string, unknown> = {}) => ({
  code: v.code,
  displayName: v.displayName,
  location: v.location,
  eventStartDate: v.eventStartDate,
  eventEndDate: v.eventEndDate,
  timeZoneIdentifier: v.timeZoneIdentifier,
  type: v.type,
  itemClass: null,
  price: v.price,
  originalPrice: v.price,
  retail: v.retail,
  isExpired: false,
  registered: false,
  waitlist: false,
  address1: null,
  address2: null,
  launchUrl: null,
  ...over,
});

let calls: ApiCall[];
beforeEach(() => {
  calls = recordApiCalls();
  act(() => authStore.set({ ...ANONYMOUS, ready: true }));
  server.use(
    api.get('/site-parts', () => ({ labels: { customerServiceEmail: 'info@example.test' } })),
    api.get('/product/:code', () => payload(full, { programVariants: [full, webcast] })),
    // the API's current answer: the webcast is free now (the page's payload said 1695)
    api.get('/product/:code/variants', ({ params }) => ({
      code: params.code,
      liveVariants: [
        liveVariant(full, { waitlist: true }),
        liveVariant(webcast, { price: 0, originalPrice: 0, retail: false }),
      ],
      onDemandVariants: [],
      publicationVariants: [],
    })),
  );
});
afterAll(() => authStore.set(ANONYMOUS));

/** The full in-person seminar 380952 (its sibling 380952W is a free webcast); its inline panel. */
async function openFullSeminar(path = '/programs/full') {
  render(
    <TestProviders path={path}>
      <ProductView code="380952" inShell />
    </TestProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  return inlinePanel();
}

const variantCalls = () => calls.filter((c) => c.method === 'GET' && c.path.endsWith('/variants'));

test('[S3-DATA-07] changing variant asks GET /product/{code}/variants and shows its price and seats', async () => {
  const panel = await openFullSeminar();
  // the page's own variant: no call, its seats are gone
  expect(await within(panel).findByRole('link', { name: 'Join the waitlist', hidden: true })).toBeTruthy();
  expect(variantCalls()).toEqual([]);

  fireEvent.click(within(panel).getByRole('radio', { name: /Live Webcast/, hidden: true }));
  expect(await within(panel).findByText('$0')).toBeInTheDocument();
  expect(variantCalls().map((c) => c.path)).toEqual(['/product/380952W/variants']);
  expect(within(panel).getByRole('button', { name: 'Register', hidden: true })).toBeEnabled();
  expect(within(panel).queryByRole('link', { name: 'Join the waitlist', hidden: true })).toBeNull();

  // back to the full seminar: its answer says waitlisted
  fireEvent.click(within(panel).getByRole('radio', { name: /Live In-Person/, hidden: true }));
  await waitFor(() => expect(variantCalls().map((c) => c.path)).toContain('/product/380952/variants'));
  expect(await within(panel).findByRole('link', { name: 'Join the waitlist', hidden: true })).toBeTruthy();
});

test("[S3-DATA-07] while the chosen variant's answer loads, its price is not shown and the button waits", async () => {
  server.use(api.get('/product/:code/variants', () => new Promise<never>(() => {})));
  const panel = await openFullSeminar();
  fireEvent.click(await within(panel).findByRole('radio', { name: /Live Webcast/, hidden: true }));
  await waitFor(() => expect(variantCalls()).toHaveLength(1));
  expect(within(panel).queryByText('$0')).toBeNull();
  expect(within(panel).getByRole('button', { name: /Loading/, hidden: true })).toBeDisabled();
});

test('[S3-PANEL-50] [S3-PANEL-51] [S3-PANEL-52] choosing a variant puts its path in the address, keeping the query and the hash', async () => {
  window.history.replaceState(null, '', '/programs/full?src=mail#faculty');
  const panel = await openFullSeminar('/programs/full?src=mail#faculty');
  fireEvent.click(await within(panel).findByRole('radio', { name: /Live Webcast/, hidden: true }));
  const { pathname, search, hash } = window.location;
  expect(`${pathname}${search}${hash}`).toBe('/programs/full-webcast?src=mail#faculty');
  window.history.replaceState(null, '', '/');
});

test('[S3-PANEL-51] [S3-PANEL-52] with no query or hash the address is the variant path alone', async () => {
  window.history.replaceState(null, '', '/programs/full');
  const panel = await openFullSeminar();
  fireEvent.click(await within(panel).findByRole('radio', { name: /Live Webcast/, hidden: true }));
  const { pathname, search, hash } = window.location;
  expect(`${pathname}${search}${hash}`).toBe('/programs/full-webcast');
  window.history.replaceState(null, '', '/');
});
