// The program page's state fields that meet other teams' parts (spec 1 §4 S1-PRODUCT-01, spec 3 §4.3
// S3-PANEL-44), on the real page with the slots exposes/product-page passes: materialsLoading (the
// product-modals Materials button's call) and isFooterInView (the shell's footer).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { api, apiError, server } from '@cle/testing/msw';
import { TestProviders } from '@cle/testing/render';
import { onDemandVariation, payload, variation } from '../test/fixtures';
import { ProductView } from '../features/product-page/product-view';
import { PanelSlotsContext } from '../lib/panel-slots';
import { PRODUCT_SLOTS } from './product-slots';

function renderProgram(product: object, owned = false) {
  server.use(
    api.get('/site-parts', () => ({ labels: {} })),
    api.get('/user/library/by-itemPks', ({ query }) => ({
      items: owned ? [{ pk: query.get('itemPks')!, isPurchased: true }] : [],
    })),
    api.get('/registration/upcoming-registrations', () => ({ registrations: [] })),
    api.get('/product/:code', () => product),
  );
  render(
    <TestProviders path="/programs/x">
      <PanelSlotsContext.Provider value={PRODUCT_SLOTS}>
        <ProductView code="380021" inShell />
      </PanelSlotsContext.Provider>
    </TestProviders>,
  );
}

/** A materials answer held until `release` is called (or failed). */
function heldMaterials(fail = false) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  server.use(
    api.get('/user/product-materials/:code', async ({ params }) => {
      await gate;
      if (fail) return apiError(500, 'down');
      return { code: String(params.code), pk: 'prg-1', materials: [] };
    }),
  );
  return () => act(() => release());
}

/** the inline panel (display none below md, so not a region to role queries in jsdom) */
const inlinePanel = () =>
  document.querySelector<HTMLElement>('section[aria-label="Registration and purchase"]')!;
const materialsButton = () => within(inlinePanel()).getByRole('button', { name: 'Materials', hidden: true });

afterEach(() => act(() => authStore.set(ANONYMOUS)));

describe('materials loading', () => {
  beforeEach(() => act(() => authStore.set({ ...ANONYMOUS, ready: true, token: 't-1', sub: 'u-1' })));

  test('[S1-PRODUCT-01] [S3-PANEL-44] the Materials button is busy while the materials call is pending and not after', async () => {
    const release = heldMaterials();
    renderProgram(payload(onDemandVariation('OnDemandWebVariation')), true);
    await screen.findByRole('heading', { level: 1 });
    await within(inlinePanel()).findByRole('button', { name: 'Materials', hidden: true });
    expect(materialsButton()).not.toHaveAttribute('aria-busy');

    fireEvent.click(materialsButton());
    await waitFor(() => expect(materialsButton()).toHaveAttribute('aria-busy', 'true'));
    expect(materialsButton()).toHaveAttribute('aria-disabled', 'true');
    // a second press while loading opens nothing more
    fireEvent.click(materialsButton());

    await release();
    expect(await screen.findByText('There are no materials at this time')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog', { name: 'Materials', hidden: true })).toHaveLength(1);
    expect(materialsButton()).not.toHaveAttribute('aria-busy');
    expect(materialsButton()).not.toHaveAttribute('aria-disabled');
  });

  test('[S1-PRODUCT-01] a failed materials call clears the busy Materials button', async () => {
    const release = heldMaterials(true);
    renderProgram(payload(onDemandVariation('OnDemandWebVariation')), true);
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(await within(inlinePanel()).findByRole('button', { name: 'Materials', hidden: true }));
    await waitFor(() => expect(materialsButton()).toHaveAttribute('aria-busy', 'true'));
    await release();
    expect(await screen.findByText('The materials could not be loaded.')).toBeInTheDocument();
    expect(materialsButton()).not.toHaveAttribute('aria-busy');
  });
});

describe('sticky button and the site footer', () => {
  let observed: Element[];
  let notify: (isIntersecting: boolean) => void;
  let footer: HTMLElement;

  beforeEach(() => {
    observed = [];
    // jsdom has no IntersectionObserver: one that reports what the test says
    class FakeObserver {
      constructor(private readonly cb: IntersectionObserverCallback) {}
      observe(el: Element) {
        observed.push(el);
        notify = (isIntersecting) =>
          act(() =>
            this.cb(
              [{ isIntersecting, target: el } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            ),
          );
      }
      disconnect() {
        observed = [];
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeObserver });
    // the shell's footer, outside the remote's root
    footer = document.body.appendChild(document.createElement('footer'));
  });
  afterEach(() => {
    footer.remove();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  test('[S1-PRODUCT-01] [S3-PANEL-44] the sticky button steps aside while the footer is in view and comes back when it leaves', async () => {
    renderProgram(payload(variation()));
    const sticky = await screen.findByRole('button', { name: 'Register' });
    expect(observed).toEqual([footer]);

    notify(true);
    // out of the accessibility tree and the tab order (visibility), slid down, not unmounted: no shift
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(sticky).toBeInTheDocument();
    expect(sticky.parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(sticky.parentElement!).visibility).toBe('hidden');

    notify(false);
    expect(screen.getByRole('button', { name: 'Register' })).toBe(sticky);
    expect(sticky.parentElement).not.toHaveAttribute('aria-hidden');
    expect(getComputedStyle(sticky.parentElement!).visibility).not.toBe('hidden');
  });

  test('[S1-PRODUCT-01] no footer on the page (an embed): nothing observed, the sticky button stays', async () => {
    footer.remove();
    renderProgram(payload(variation()));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeVisible();
    expect(observed).toEqual([]);
  });
});
