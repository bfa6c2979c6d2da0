// Cart page rules (spec 3 §2.3, §3, §6, §8). Pure: no React, no fetch.
import type { NavigationLink } from '@cle/contracts/page';
import type { Cart, CartLine } from '../../lib/cart-payload';
import { formatDateTime } from '@cle/ui/intl';

export const CART_HEADING = 'My Cart';

/** Items in the cart: the sum of the line quantities. */
export function cartItemCount(cart: Pick<Cart, 'orderLines'>): number {
  return cart.orderLines.reduce((n, line) => n + line.quantity, 0);
}

/** 'My Cart (3)': the heading followed by the item count. */
export function cartHeading(count: number): string {
  return `${CART_HEADING} (${count})`;
}

/** Why checkout or the promo box is unavailable (the controls stay visible, disabled, with the reason). */
const SIGN_IN_TO_CHECKOUT = 'Sign in to check out.';
const EMPTY_CART_CHECKOUT = 'Add an item to your cart to check out.';
const CART_ERRORS_CHECKOUT = 'Resolve the problems shown in your cart to check out.';
const SIGN_IN_FOR_PROMO = 'Sign in to apply a promo code.';

export function checkoutBlockedReason(signedIn: boolean, cart: Cart): string | null {
  if (!signedIn) return SIGN_IN_TO_CHECKOUT;
  if (cart.orderLines.length === 0) return EMPTY_CART_CHECKOUT;
  if (cart.hasErrors) return CART_ERRORS_CHECKOUT;
  return null;
}

export function promoBlockedReason(signedIn: boolean): string | null {
  return signedIn ? null : SIGN_IN_FOR_PROMO;
}

/**
 * Where the cart page sends the browser when the new-CMS cart flag is not true: the older site (the
 * origin of the classicCartUrl label) at the same path, query and hash. Null when the label is missing
 * or unusable, or when it would send the browser back to this very page (a loop).
 */
export function classicCartUrl(
  label: string | undefined,
  location: { pathname: string; search: string; hash: string },
  currentHref: string,
): string | null {
  if (!label) return null;
  let origin: string;
  try {
    origin = new URL(label, currentHref).origin;
  } catch {
    return null;
  }
  const target = new URL(`${location.pathname}${location.search}${location.hash}`, origin).href;
  return target === new URL(currentHref).href ? null : target;
}

/** The CMS properties of a CartPage. */
export interface CartPageContent {
  emptyCartHeading: string | null;
  emptyCartBody: string | null;
  emptyCartLinks: NavigationLink[];
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

export function readCartPageContent(properties: Record<string, unknown> | undefined): CartPageContent {
  const p = properties ?? {};
  const links = Array.isArray(p.emptyCartLinks) ? (p.emptyCartLinks as unknown[]) : [];
  return {
    emptyCartHeading: text(p.emptyCartHeading),
    emptyCartBody: text(p.emptyCartBody),
    emptyCartLinks: links.flatMap((l): NavigationLink[] => {
      if (typeof l !== 'object' || l === null) return [];
      const { href, text: label, title, target } = l as Record<string, unknown>;
      if (typeof href !== 'string' || typeof label !== 'string' || !href || !label) return [];
      return [
        {
          href,
          text: label,
          ...(typeof title === 'string' ? { title } : {}),
          ...(typeof target === 'string' ? { target } : {}),
        },
      ];
    }),
  };
}

/** Notice texts for a line (the spec names the notices, not their wording). */
const OUT_OF_STOCK_NOTICE = 'Out of stock: this item is on backorder and ships when it is available.';
function preOrderNotice(publicationDate: Date): string {
  const day = formatDateTime(publicationDate, {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Pre-order: this item ships after it is published on ${day}.`;
}

/** Out-of-stock (backorder) and pre-order (stock item not yet published) notices of a line. */
export function lineNotices(
  line: Pick<CartLine, 'isBackorder' | 'isStockItem' | 'publicationDate'>,
  now: Date,
): string[] {
  const notices: string[] = [];
  if (line.isBackorder) notices.push(OUT_OF_STOCK_NOTICE);
  if (line.isStockItem && line.publicationDate) {
    const published = new Date(line.publicationDate);
    if (!Number.isNaN(published.getTime()) && published.getTime() > now.getTime())
      notices.push(preOrderNotice(published));
  }
  return notices;
}

/** Internal site paths are routed in the page; anything with a scheme or host is a plain link. */
export function isSitePath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export const CART_UNAVAILABLE = 'The cart is unavailable right now';

/** What an unavailable cart asks the person to do, with the customer service phone when known. */
export function contactText(phone: string | null | undefined): string {
  return `Please try again. If the problem continues, contact customer service${phone ? ` at ${phone}` : ''}.`;
}

/** Spec 3 §8: "We're sorry, something went wrong {problem}. Please refresh and try again." */
export function genericError(problem: string): string {
  return `We're sorry, something went wrong ${problem}. Please refresh and try again.`;
}
/** The spec's cart problem text (adding to the cart: used when 'Undo' re-adds a removed line). */
export const ADD_TO_CART_PROBLEM = 'while adding this program to your cart';
/** Updating a quantity has no problem text in the spec; this one follows its pattern. */
export const UPDATE_CART_PROBLEM = 'while updating your cart';
export const ITEM_REMOVED = 'Item removed';
export const ITEM_REMOVE_FAILED = 'Failed to delete the item';
export const UNDO_LABEL = 'Undo';

export const PROMO_REMOVED = 'Promo code removed.';
export const PROMO_REMOVE_FAILED = 'Failed to remove the promo code';

/**
 * Whether a promo code is on the cart: the cart answer names no code, so its promo ("other") discount
 * or a line's priority code says so.
 */
export function promoApplied(cart: Pick<Cart, 'orderLines' | 'otherDiscountValue'>): boolean {
  return cart.otherDiscountValue > 0 || cart.orderLines.some((l) => Boolean(l.priorityCode));
}

/**
 * The cart side panel mounts only for a signed-in user who has a token, and only when the new-CMS cart
 * flag is exactly true (spec 1 §2, spec 3 §2.3: S1-CHROME-37, S1-CHROME-38).
 */
export function cartPanelMounts(
  auth: { ready: boolean; isAuthenticated: boolean; token: string | null },
  cartFlag: unknown,
): boolean {
  return auth.ready && auth.isAuthenticated && Boolean(auth.token) && cartFlag === true;
}
