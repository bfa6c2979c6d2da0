// Cart upsell rules (spec 3 §3 Upsell block, §4.8, §9). Pure apart from the storage adapters, which
// are passed in (tests use fakes; the browser uses session storage and a cookie).
import { cookieValue } from '@cle/contracts/cookies';
import { formatMoney } from '../../lib/money';

const UPSELL_FREQUENCIES = ['always', 'once-per-session', 'once-per-browser'] as const;
type UpsellFrequency = (typeof UPSELL_FREQUENCIES)[number];

const BASE_COLORS = ['white', 'black', 'red', 'gold'] as const;
const SHADED_COLORS = ['green', 'teal', 'blue', 'indigo', 'purple', 'magenta'] as const;
const SHADES = [100, 200, 300] as const;
/** titleLine2Color values: white, black, red, gold, or a colour in shade 100/200/300 ('teal-200'). */
const UPSELL_TITLE_COLORS: readonly string[] = [
  ...BASE_COLORS,
  ...SHADED_COLORS.flatMap((c) => SHADES.map((s) => `${c}-${s}`)),
];

export function isUpsellTitleColor(value: string): boolean {
  return UPSELL_TITLE_COLORS.includes(value);
}

export interface UpsellBlock {
  titleLine1: string;
  titleLine2: string;
  titleLine2Color: string;
  image: { url: string; name: string } | null;
  copy: string;
  footerText: string;
  catalogVariant: { code: string; discountedPrice: number }[];
  frequencyOfPresentation: string;
  contentLink: { id: string } | null;
}

/** Unknown or missing frequencies count as 'always' (the block's own default presentation). */
function upsellFrequency(value: string | undefined | null): UpsellFrequency {
  return (UPSELL_FREQUENCIES as readonly string[]).includes(value ?? '')
    ? (value as UpsellFrequency)
    : 'always';
}

/** Session storage key holding the ids dismissed this session (JSON list). */
const UPSELL_SESSION_KEY = 'cle.upsell.dismissed';
/** Cookie holding the ids dismissed in this browser (comma-separated), kept for 365 days. */
const UPSELL_COOKIE = 'cle_upsell_dismissed';
const UPSELL_COOKIE_DAYS = 365;

/** Where dismissals live: session storage for once-per-session, a cookie for once-per-browser. */
export interface DismissalStores {
  session: Pick<Storage, 'getItem' | 'setItem'>;
  cookie: { read(): string; write(cookie: string): void };
}

export function browserDismissalStores(): DismissalStores {
  return {
    session: window.sessionStorage,
    cookie: {
      read: () => document.cookie,
      write: (c) => {
        document.cookie = c;
      },
    },
  };
}

function sessionIds(stores: DismissalStores): string[] {
  try {
    const parsed: unknown = JSON.parse(stores.session.getItem(UPSELL_SESSION_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function cookieIds(stores: DismissalStores): string[] {
  return (cookieValue(stores.cookie.read(), UPSELL_COOKIE) ?? '').split(',').filter(Boolean);
}

/** The cookie string that keeps `ids` for 365 days. */
function dismissalCookie(ids: readonly string[]): string {
  const maxAge = UPSELL_COOKIE_DAYS * 24 * 60 * 60;
  return `${UPSELL_COOKIE}=${encodeURIComponent(ids.join(','))}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

/** Whether the frequency rule lets the block show now. */
function frequencyAllows(
  block: Pick<UpsellBlock, 'frequencyOfPresentation' | 'contentLink'>,
  stores: DismissalStores,
): boolean {
  const id = block.contentLink?.id;
  if (!id) return true;
  switch (upsellFrequency(block.frequencyOfPresentation)) {
    case 'always':
      return true;
    case 'once-per-session':
      return !sessionIds(stores).includes(id);
    case 'once-per-browser':
      return !cookieIds(stores).includes(id);
  }
}

/**
 * Declining or closing records a dismissal, only if the block has an id. Returns whether one was
 * recorded ('always' blocks have nothing to remember).
 */
export function recordDismissal(
  block: Pick<UpsellBlock, 'frequencyOfPresentation' | 'contentLink'>,
  stores: DismissalStores,
): boolean {
  const id = block.contentLink?.id;
  if (!id) return false;
  switch (upsellFrequency(block.frequencyOfPresentation)) {
    case 'always':
      return false;
    case 'once-per-session': {
      const ids = sessionIds(stores);
      if (!ids.includes(id)) stores.session.setItem(UPSELL_SESSION_KEY, JSON.stringify([...ids, id]));
      return true;
    }
    case 'once-per-browser': {
      const ids = cookieIds(stores);
      if (!ids.includes(id)) stores.cookie.write(dismissalCookie([...ids, id]));
      return true;
    }
  }
}

/** The product the upsell sells: the first catalog variant. */
export function upsellVariant(
  block: Pick<UpsellBlock, 'catalogVariant'>,
): { code: string; discountedPrice: number } | null {
  return block.catalogVariant[0] ?? null;
}

export interface UpsellContext {
  isIm: boolean;
  isPm: boolean;
  /** cart lines after the add, in cart order */
  lines: readonly { code: string; isStockItem: boolean }[];
  block: Pick<UpsellBlock, 'catalogVariant' | 'frequencyOfPresentation' | 'contentLink'>;
  stores: DismissalStores;
}

/**
 * After an item is added the upsell shows only if: the user is neither IM nor PM; the upsell product
 * is not already in the cart; it is not the last line; the last line is not a stock item; and the
 * frequency rule allows it.
 */
export function shouldShowUpsell({ isIm, isPm, lines, block, stores }: UpsellContext): boolean {
  if (isIm || isPm) return false;
  const variant = upsellVariant(block);
  if (!variant) return false;
  if (lines.some((l) => l.code === variant.code)) return false;
  const last = lines[lines.length - 1];
  if (!last || last.code === variant.code) return false;
  if (last.isStockItem) return false;
  return frequencyAllows(block, stores);
}

/** 'Add to cart • {price} / yr' */
export function upsellAddLabel(price: number): string {
  return `Add to cart • ${formatMoney(price)} / yr`;
}
export const UPSELL_DECLINE_LABEL = 'No, thanks';

/** footerText with its {price} placeholder filled in. */
export function upsellFooter(footerText: string, price: number): string {
  return footerText.split('{price}').join(formatMoney(price));
}

/** What 'Add to cart' sends: quantity 1 of the upsell code. */
export function upsellAddPayload(block: Pick<UpsellBlock, 'catalogVariant'>): {
  code: string;
  quantity: 1;
  priorityCode: null;
} | null {
  const variant = upsellVariant(block);
  return variant ? { code: variant.code, quantity: 1, priorityCode: null } : null;
}
