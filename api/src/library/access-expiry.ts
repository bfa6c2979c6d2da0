// How long bought access lasts (docs/decisions/036-publication-access.md): on-demand programs and
// publications are open for ACCESS_DAYS from the purchase; live registrations, segments and podcast
// episodes do not expire (null). The seed's libraries and the checkout follow this one rule.

export const ACCESS_DAYS = 365;
const DAY_MS = 86_400_000;

/** Whether bought access to an item of this searchable type ends. */
export function accessExpires(searchableType: string): boolean {
  return searchableType === 'ondemandprogram' || searchableType === 'book';
}

/** When access bought at `purchasedAt` (ms) ends, or null when it does not. */
export function accessExpiry(searchableType: string, purchasedAt: number): number | null {
  return accessExpires(searchableType) ? purchasedAt + ACCESS_DAYS * DAY_MS : null;
}
