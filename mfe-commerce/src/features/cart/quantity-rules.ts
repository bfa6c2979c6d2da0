// Cart line quantity rules (spec 3 §5, §4.7). Pure: no React, no fetch.
export const QUANTITY_OPTIONS = ['1', '2', '3', '4', '5+'] as const;
export type QuantityOption = (typeof QUANTITY_OPTIONS)[number];
/** The dropdown option that opens the free-text entry. */
export const MORE_OPTION: QuantityOption = '5+';
/** The first quantity the dropdown cannot show by itself. */
export const MORE_FROM = 5;

/** The invalid-quantity label shown beside a rejected quantity. */
export const INVALID_QUANTITY_LABEL = 'Invalid quantity';
export const NUMBERS_ONLY_MESSAGE = 'Please only use numbers.';
/** Zero is not a quantity (a line is removed with Remove); the spec gives no text for it, so this one. */
const AT_LEAST_ONE_MESSAGE = 'Please enter a quantity of at least 1.';

/** 'Contact us ... if you wish to purchase N or more' with the customer service phone when known. */
function maxQuantityMessage(maxQuantity: number, phone?: string | null): string {
  const who = phone ? `Contact us at ${phone}` : 'Contact us';
  return `${who} if you wish to purchase ${maxQuantity} or more.`;
}

export type QuantityCheck =
  { ok: true; quantity: number } | { ok: false; label: typeof INVALID_QUANTITY_LABEL; message: string };

/** A quantity must be non-empty, numbers only, at least 1 and below the line's maximum. */
export function validateQuantity(raw: string, maxQuantity: number, phone?: string | null): QuantityCheck {
  const text = raw.trim();
  const reject = (message: string): QuantityCheck => ({ ok: false, label: INVALID_QUANTITY_LABEL, message });
  if (text === '') return reject(maxQuantityMessage(maxQuantity, phone));
  if (!/^\d+$/.test(text)) return reject(NUMBERS_ONLY_MESSAGE);
  const quantity = Number(text);
  if (quantity < 1) return reject(AT_LEAST_ONE_MESSAGE);
  if (quantity >= maxQuantity) return reject(maxQuantityMessage(maxQuantity, phone));
  return { ok: true, quantity };
}

export type QuantityEntry = 'select' | 'text';

/**
 * Dropdown or free text (S3-CART-27; the spec leaves the rule to the team). Stock items (print copies)
 * use the dropdown 1 to 4 and 5+; choosing 5+, or a quantity already at 5 or more, opens the free-text
 * entry. Lines that are not stock items (registrations, digital access, memberships) are bought per
 * attendee or seat in any number, so they take the free-text entry directly.
 */
export function quantityEntry(
  line: { isStockItem: boolean; quantity: number },
  moreChosen: boolean,
): QuantityEntry {
  if (!line.isStockItem) return 'text';
  return moreChosen || line.quantity >= MORE_FROM ? 'text' : 'select';
}

/** The dropdown value showing a quantity. */
export function optionFor(quantity: number): QuantityOption {
  return quantity >= MORE_FROM ? MORE_OPTION : (String(Math.max(1, quantity)) as QuantityOption);
}

/** Whether an edited quantity differs from the line's and so must be sent. */
export function quantityChanged(current: number, next: number): boolean {
  return current !== next;
}
