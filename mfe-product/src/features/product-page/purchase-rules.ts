// Purchase and registration panel rules (spec 3 §4.3, §8, §9). Pure.
import type { Variation } from '../../lib/product-payload';
import type { VariantSummary } from '@cle/contracts/product-schemas';
import { formatDate, formatDateRange } from '../../lib/format';
import { plusContentPath } from '../../lib/redirect-links';
import { liveStatus } from './live-status';
import { orderPublicationFormats, sortByStartDate, withoutExpired, withStsRenewal } from './variants';

export type PrimaryAction =
  'launch' | 'add-to-cart' | 'register' | 'waitlist' | 'read-on-plus' | 'registered';

export const ACTION_LABEL: Record<PrimaryAction, string> = {
  launch: 'Launch',
  'add-to-cart': 'Add to cart',
  register: 'Register',
  waitlist: 'Join the waitlist',
  'read-on-plus': 'Read on PLI PLUS',
  registered: 'Registered',
};

interface ActionContext {
  /** a live variant (as opposed to on-demand, publication or podcast) */
  isLive: boolean;
  /** in-person, online or groupcast */
  type: string | null;
  price: number;
  retail: boolean;
  registered?: boolean;
  purchased?: boolean;
  waitlist?: boolean;
}

/**
 * Primary action: a waitlisted variant requests the waitlist; an online live variant with a registration,
 * or a free/non-retail item, launches; a non-retail live variant not yet registered registers;
 * a retail item goes to the cart.
 */
function primaryAction(c: ActionContext): PrimaryAction {
  if (c.waitlist && !c.registered) return 'waitlist';
  if (c.isLive && c.registered) return c.type === 'online' ? 'launch' : 'registered';
  if (c.purchased) return 'launch';
  const free = c.price === 0 || !c.retail;
  if (free && c.isLive) return 'register';
  if (free) return 'launch';
  return 'add-to-cart';
}

/** A purchased or registered state hides the price. */
export function showsPrice(c: { purchased?: boolean; registered?: boolean }): boolean {
  return !c.purchased && !c.registered;
}

/** Publication: digital/plus access or a purchased sts opens the read-on-plus link; others add to cart. */
function publicationAction(v: {
  format: string | null;
  purchased?: boolean;
  hasPlusAccess?: boolean;
  readOnPlusUrl?: string | null;
}): PrimaryAction {
  const digitalAccess = v.format === 'digital-plusMember' || Boolean(v.hasPlusAccess);
  const stsOwned = v.format === 'sts' && Boolean(v.purchased);
  if ((digitalAccess || stsOwned) && v.readOnPlusUrl) return 'read-on-plus';
  return 'add-to-cart';
}

/** Launch and add to cart proceed only with a product code. */
export const canLaunch = (code: string | null | undefined): boolean => Boolean(code && code.trim());
export const canAddToCart = (code: string | null | undefined): boolean => Boolean(code && code.trim());

/** Spec 3 §9: the cart adds quantity 1. */
export const CART_ADD_QUANTITY = 1;
/** The title in the cart success message is cut to 30 characters, in the access message to 50. */
const CART_TITLE_MAX = 30;
const ACCESS_TITLE_MAX = 50;

function truncateTitle(title: string, max: number): string {
  return title.length > max ? title.slice(0, max) : title;
}

/** The access message of a publication the person can read (title cut to 50 characters). */
export function accessMessage(title: string): string {
  return `You have access to "${truncateTitle(title, ACCESS_TITLE_MAX)}"`;
}

/** '"title"... added to cart.' — the toast's action button reads 'View In Cart'. */
export function cartSuccessMessage(title: string): string {
  return `"${truncateTitle(title, CART_TITLE_MAX)}"... added to cart.`;
}
export const VIEW_IN_CART = 'View In Cart';

// Spec 3 §8 texts live in lib/ (the registration and player features show them too).
export { genericError, launchError, PROBLEM, SUCCESS } from '../../lib/product-messages';

/** Button states (spec 3 §4.2); success lasts about a second, then resets. */
export type ButtonState = 'idle' | 'loading' | 'success' | 'error';
export const BUTTON_SUCCESS_MS = 1000;
/** A delayed hard selection shows loading for 1200 ms. */
export const DELAYED_HARD_SELECTION_MS = 1200;

/** The waitlist request is an e-mail draft to the support address; no registration call. */
export function waitlistMailto(email: string, title: string, code: string): string {
  const subject = encodeURIComponent(`Waitlist request: ${title} (${code})`);
  return `mailto:${email}?subject=${subject}`;
}

// What the panel shows: its variants, how each reads, its heading and the button's labels.

export type PanelKind = 'live' | 'ondemand' | 'segment' | 'book';

/** Print formats as customers read them. */
const BOOK_FORMAT_LABEL: Record<string, string> = {
  'digital-program': 'Digital',
  'digital-plusMember': 'Digital (PLI PLUS)',
  hardcover: 'Hardcover',
  softcover: 'Softcover',
  binder: 'Binder',
  preorder: 'Pre-order',
  sts: 'Single-title subscription',
  'sts-renewal': 'Single-title subscription renewal',
};

export function bookFormatLabel(format: string | null): string {
  return (format && BOOK_FORMAT_LABEL[format]) || 'Print';
}

/** The second line of a variant: its dates and place, its edition, or when it is available. */
export function variantLine(v: Variation): string {
  if (v.eventStartDate) {
    const tz = v.timeZoneIdentifier ?? 'UTC';
    return `${formatDateRange(v.eventStartDate, v.eventEndDate, tz)}${v.location ? ` · ${v.location}` : ''}`;
  }
  if (v.searchableType === 'book') return v.isStockItem ? 'Print edition, shipped' : 'Digital access';
  return v.publicationDate ? `Available ${formatDate(v.publicationDate)}` : v.format;
}

/**
 * A publication's editions as the panel offers them (issue 39): the page's own variation, and each other
 * edition of the payload's `variants` as that variation with the edition's own code, pk, name, url,
 * price, format and stock (what the panel, the cart and the access note read of it).
 */
export function publicationEditions(v: Variation, editions: readonly VariantSummary[]): Variation[] {
  return [v, ...editions.filter((e) => e.code !== v.code).map((e) => ({ ...v, ...e }))];
}

/** The variants the panel lists: live ones without ended dates, by start date; books digital first. */
export function panelVariants(kind: PanelKind, variants: Variation[], now: number): Variation[] {
  if (kind === 'book')
    return orderPublicationFormats(variants.map((v) => ({ format: v.bookFormat, v }))).map((x) => x.v);
  const live = variants.filter((v) => v.eventStartDate);
  const notEnded = withoutExpired(live, (v) => v.isExpired === true || liveStatus(v, now) === 'Live ended');
  return sortByStartDate(kind === 'live' ? notEnded : variants);
}

export function panelHeading(kind: PanelKind): string {
  return kind === 'live' ? 'Choose how to attend' : kind === 'book' ? 'Choose a format' : 'Purchase';
}

/**
 * The primary action for the selected variant (none while nothing is selected). A variant the
 * signed-in user has purchased (or whose parent program they purchased) launches instead of going to
 * the cart (spec 3 §4.3, §6); a purchased publication with PLI PLUS reading keeps that.
 */
export function panelAction(
  kind: PanelKind,
  selected: Variation | null,
  purchased = false,
  registered = false,
): PrimaryAction | null {
  if (!selected) return null;
  // a registered live variant: launch when online, otherwise it shows as registered
  if (registered && selected.eventStartDate)
    return primaryAction({
      isLive: true,
      type: selected.type,
      price: selected.price,
      retail: selected.retail,
      registered: true,
    });
  // a book read on PLI PLUS goes through the shell's plus-content redirect (signed in, allowed host)
  const readOnPlusUrl = plusContentPath(selected.code);
  if (purchased) {
    const publication =
      kind === 'book'
        ? publicationAction({
            format: selected.bookFormat,
            purchased,
            // a purchased digital edition is read on PLI PLUS
            hasPlusAccess: Boolean(selected.bookFormat?.startsWith('digital')),
            readOnPlusUrl,
          })
        : null;
    return publication === 'read-on-plus' ? publication : 'launch';
  }
  return kind === 'book'
    ? publicationAction({ format: selected.bookFormat, readOnPlusUrl })
    : primaryAction({
        isLive: Boolean(selected.eventStartDate),
        type: selected.type,
        price: selected.price,
        retail: selected.retail,
        waitlist: selected.waitlist,
      });
}

/** Spec 3 §4.3: the purchase panel's button while the library (purchase state) loads. */
const LIBRARY_LOADING_LABEL = 'Loading...';

/** The primary button's label in each state (spec 3 §4.2); 'Loading...' while ownership is unknown. */
export function panelButtonLabels(
  kind: PanelKind,
  action: PrimaryAction | null,
  ownershipKnown = true,
): Record<ButtonState, string> & { idle: string } {
  const idle = !ownershipKnown
    ? LIBRARY_LOADING_LABEL
    : action
      ? ACTION_LABEL[action]
      : kind === 'live'
        ? 'Register'
        : 'Add to cart';
  return {
    idle,
    loading: 'Working…',
    success: action === 'add-to-cart' ? 'Added to cart' : 'Done',
    error: idle,
  };
}

/**
 * A book panel's options (spec 3 §4.3): digital first, then sts, then print; a purchased sts that
 * permits renewal (ours: an sts the person bought) gets a renewal option right after the first option.
 */
export function bookOptions(variants: readonly Variation[], purchasedPks: ReadonlySet<string>): Variation[] {
  const ordered = orderPublicationFormats(variants.map((v) => ({ format: v.bookFormat, v }))).map((x) => x.v);
  const marked = ordered.map((v) => ({
    code: v.code,
    format: v.bookFormat,
    purchased: purchasedPks.has(v.pk),
    isStsRenewalPermitted: v.bookFormat === 'sts',
    v,
  }));
  return withStsRenewal(marked).map((m) =>
    m.format === 'sts-renewal' ? { ...m.v, bookFormat: 'sts-renewal' } : m.v,
  );
}

/** Spec 3 §2.2: the side panel's action parameter (the page's ?action=). */
const PANEL_ACTION_PARAMS = ['ChangeOrCancelRegistration', 'StartWatching'] as const;
export type PanelActionParam = (typeof PANEL_ACTION_PARAMS)[number];

/** The accepted action parameter of a page address, else null (other values are ignored). */
export function panelActionParam(search: string): PanelActionParam | null {
  const value = new URLSearchParams(search).get('action');
  return (PANEL_ACTION_PARAMS as readonly string[]).includes(value ?? '')
    ? (value as PanelActionParam)
    : null;
}
