import {
  browserDismissalStores,
  isUpsellTitleColor,
  recordDismissal,
  shouldShowUpsell,
  UPSELL_DECLINE_LABEL,
  upsellAddLabel,
  upsellAddPayload,
  upsellFooter,
} from './upsell-rules';

// where the product keeps dismissals: the session storage key and the cookie name
const UPSELL_SESSION_KEY = 'cle.upsell.dismissed';
const UPSELL_COOKIE = 'cle_upsell_dismissed';
import type { DismissalStores, UpsellContext } from './upsell-rules';

function fakeStores(): DismissalStores & { cookies: string[]; session: Storage } {
  const map = new Map<string, string>();
  const cookies: string[] = [];
  const session = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  } as Storage;
  return {
    session,
    cookies,
    cookie: {
      // like document.cookie: reads give name=value pairs only
      read: () => cookies.map((c) => c.split(';')[0]).join('; '),
      write: (c) => {
        const name = c.split('=')[0];
        const i = cookies.findIndex((x) => x.startsWith(`${name}=`));
        if (i >= 0) cookies.splice(i, 1);
        cookies.push(c);
      },
    },
  };
}

const block = (frequencyOfPresentation = 'always', id: string | null = 'upsell-plus') => ({
  catalogVariant: [{ code: 'PLUS-1Y', discountedPrice: 795 }],
  frequencyOfPresentation,
  contentLink: id ? { id } : null,
});

function ctx(over: Partial<UpsellContext> = {}): UpsellContext {
  return {
    isIm: false,
    isPm: false,
    lines: [
      { code: 'BOOK-1', isStockItem: true },
      { code: 'WEB-1', isStockItem: false },
    ],
    block: block(),
    stores: fakeStores(),
    ...over,
  };
}

describe('cart upsell rules (spec 3 §4.8)', () => {
  test('[S3-UPSELL-08] [S3-UPSELL-16] shows when every condition holds (frequency always)', () => {
    expect(shouldShowUpsell(ctx())).toBe(true);
  });

  test('[S3-UPSELL-02] [S3-UPSELL-03] not for IM or PM users', () => {
    expect(shouldShowUpsell(ctx({ isIm: true }))).toBe(false);
    expect(shouldShowUpsell(ctx({ isPm: true }))).toBe(false);
  });

  test('[S3-UPSELL-04] not when the upsell product is already in the cart', () => {
    const lines = [
      { code: 'PLUS-1Y', isStockItem: false },
      { code: 'WEB-1', isStockItem: false },
    ];
    expect(shouldShowUpsell(ctx({ lines }))).toBe(false);
  });

  test('[S3-UPSELL-05] not when the upsell product is the last line', () => {
    const lines = [
      { code: 'WEB-1', isStockItem: false },
      { code: 'PLUS-1Y', isStockItem: false },
    ];
    expect(shouldShowUpsell(ctx({ lines }))).toBe(false);
  });

  test('[S3-UPSELL-06] not when the last line is a stock item', () => {
    const lines = [
      { code: 'WEB-1', isStockItem: false },
      { code: 'BOOK-1', isStockItem: true },
    ];
    expect(shouldShowUpsell(ctx({ lines }))).toBe(false);
    expect(shouldShowUpsell(ctx({ lines: [] }))).toBe(false);
  });

  test('[S3-UPSELL-30] the upsell code comes from the catalog variant list; none means no upsell', () => {
    expect(upsellAddPayload(block())).toEqual({ code: 'PLUS-1Y', quantity: 1, priorityCode: null });
    expect(shouldShowUpsell(ctx({ block: { ...block(), catalogVariant: [] } }))).toBe(false);
    expect(upsellAddPayload({ catalogVariant: [] })).toBeNull();
  });

  test('[S3-UPSELL-12] add to cart sends quantity 1 of the upsell code', () => {
    expect(upsellAddPayload(block())?.quantity).toBe(1);
  });

  test('[S3-UPSELL-15] the frequency is always, once-per-session or once-per-browser; any other counts as always', () => {
    const afterDismissal = (frequency: string | undefined) => {
      const stores = fakeStores();
      const b = { ...block(), frequencyOfPresentation: frequency as string };
      const recorded = recordDismissal(b, stores);
      return { recorded, shows: shouldShowUpsell(ctx({ block: b, stores })) };
    };
    expect(afterDismissal('once-per-session')).toEqual({ recorded: true, shows: false });
    expect(afterDismissal('once-per-browser')).toEqual({ recorded: true, shows: false });
    expect(afterDismissal('always')).toEqual({ recorded: false, shows: true });
    expect(afterDismissal('sometimes')).toEqual({ recorded: false, shows: true });
    expect(afterDismissal(undefined)).toEqual({ recorded: false, shows: true });
  });

  test('[S3-UPSELL-17] [S3-UPSELL-18] [S3-UPSELL-09] once-per-session: a dismissal in session storage hides it', () => {
    const stores = fakeStores();
    const b = block('once-per-session');
    expect(shouldShowUpsell(ctx({ block: b, stores }))).toBe(true);
    expect(recordDismissal(b, stores)).toBe(true);
    expect(JSON.parse(stores.session.getItem(UPSELL_SESSION_KEY) ?? '[]')).toEqual(['upsell-plus']);
    expect(shouldShowUpsell(ctx({ block: b, stores }))).toBe(false);
    expect(stores.cookies).toEqual([]);
    // another block is not affected
    expect(shouldShowUpsell(ctx({ block: block('once-per-session', 'other'), stores }))).toBe(true);
  });

  test('[S3-UPSELL-19] [S3-UPSELL-20] [S3-UPSELL-21] [S3-UPSELL-10] once-per-browser: a 365-day cookie hides it', () => {
    const stores = fakeStores();
    const b = block('once-per-browser');
    recordDismissal(block('once-per-browser', 'earlier'), stores);
    expect(recordDismissal(b, stores)).toBe(true);
    expect(stores.cookies).toHaveLength(1);
    expect(stores.cookies[0]).toContain(`${UPSELL_COOKIE}=earlier%2Cupsell-plus`);
    expect(stores.cookies[0]).toContain(`max-age=${365 * 24 * 60 * 60}`);
    expect(shouldShowUpsell(ctx({ block: b, stores }))).toBe(false);
    expect(stores.session.getItem(UPSELL_SESSION_KEY)).toBeNull();
    expect(stores.cookies[0]).toMatch(/; path=\/; SameSite=Lax$/);
  });

  test('[S3-UPSELL-11] a dismissal is recorded only if the block has an id', () => {
    const stores = fakeStores();
    expect(recordDismissal(block('once-per-browser', null), stores)).toBe(false);
    expect(recordDismissal(block('once-per-session', null), stores)).toBe(false);
    expect(stores.cookies).toEqual([]);
    expect(stores.session.getItem(UPSELL_SESSION_KEY)).toBeNull();
  });

  test('[S3-UPSELL-16] with frequency always a dismissal changes nothing', () => {
    const stores = fakeStores();
    expect(recordDismissal(block('always'), stores)).toBe(false);
    expect(shouldShowUpsell(ctx({ stores }))).toBe(true);
  });

  test('[S3-UPSELL-22] [S3-UPSELL-23] [S3-UPSELL-29] labels and the footer {price} placeholder', () => {
    expect(upsellAddLabel(795)).toBe('Add to cart • $795.00 / yr');
    expect(UPSELL_DECLINE_LABEL).toBe('No, thanks');
    expect(upsellFooter('Only {price} a year. Renews at {price}.', 795)).toBe(
      'Only $795.00 a year. Renews at $795.00.',
    );
  });

  test('[S3-UPSELL-26] titleLine2Color is white, black, red, gold, or a colour in shade 100/200/300', () => {
    for (const c of ['white', 'black', 'red', 'gold', 'teal-200', 'magenta-300', 'green-100'])
      expect(isUpsellTitleColor(c)).toBe(true);
    for (const c of ['teal', 'teal-400', 'orange', 'gold-100']) expect(isUpsellTitleColor(c)).toBe(false);
  });

  test('works on the real browser stores (session storage and document.cookie)', () => {
    // jsdom provides both; this proves the adapters wire the same rules to the real APIs
    const stores = browserDismissalStores();
    recordDismissal(block('once-per-browser', 'real-1'), stores);
    expect(document.cookie).toContain(`${UPSELL_COOKIE}=real-1`);
    expect(shouldShowUpsell(ctx({ block: block('once-per-browser', 'real-1'), stores }))).toBe(false);
    recordDismissal(block('once-per-session', 'real-2'), stores);
    expect(shouldShowUpsell(ctx({ block: block('once-per-session', 'real-2'), stores }))).toBe(false);
  });
});
