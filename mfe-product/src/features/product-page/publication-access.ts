// Publication download or stream access (spec 1 §4, spec 3 §6; docs/decisions/036): loading, allowed or
// not allowed. Allowed when the variant is freely accessible, or purchased with unexpired access, or
// when some print variant is allowed. Pure.

export type PublicationAccess = 'loading' | 'allowed' | 'not-allowed';

/** Print editions: owning one opens the publication's digital formats too. */
export const PRINT_FORMATS: ReadonlySet<string> = new Set(['hardcover', 'softcover', 'binder']);

export interface AccessVariant {
  pk: string;
  price: number;
  /** the publication format (spec 3 §3): digital-program, hardcover, sts, ... */
  bookFormat: string | null;
}

/** What the person owns of one variant, from the library lookup. */
export interface AccessOwnership {
  isPurchased?: boolean;
  /** ISO date-time when bought access ends; absent or null: it does not end */
  accessExpirationDate?: string | null;
}

/** Freely accessible: it costs nothing. */
const isFreelyAccessible = (v: AccessVariant): boolean => v.price === 0;

/** Purchased and not expired at `now` (access ending exactly now has ended). */
function hasUnexpiredPurchase(owned: AccessOwnership | undefined, now: number): boolean {
  if (!owned?.isPurchased) return false;
  if (!owned.accessExpirationDate) return true;
  const ends = Date.parse(owned.accessExpirationDate);
  return Number.isFinite(ends) && ends > now;
}

const variantAllowed = (v: AccessVariant, owned: ReadonlyMap<string, AccessOwnership>, now: number) =>
  isFreelyAccessible(v) || hasUnexpiredPurchase(owned.get(v.pk), now);

/**
 * The access state of `variant` among the publication's `variants`. `owned` is the person's library
 * lookup by pk, or null while it loads (a free variant needs no lookup).
 */
export function publicationAccess(
  variant: AccessVariant,
  variants: readonly AccessVariant[],
  owned: ReadonlyMap<string, AccessOwnership> | null,
  now: number,
): PublicationAccess {
  if (isFreelyAccessible(variant)) return 'allowed';
  if (!owned) return 'loading';
  if (variantAllowed(variant, owned, now)) return 'allowed';
  const printAllowed = variants.some(
    (v) => v.bookFormat !== null && PRINT_FORMATS.has(v.bookFormat) && variantAllowed(v, owned, now),
  );
  return printAllowed ? 'allowed' : 'not-allowed';
}
