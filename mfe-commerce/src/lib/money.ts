// Money formatting for the cart, checkout and the upsell (US dollars, two decimals). Pure.
// built on the first amount shown, not when this module loads: the page's first Intl object loads
// ICU's data, a long task of its own on a phone (decision 092)
let usd: Intl.NumberFormat | undefined;

/** $1,234.50; a negative amount keeps its sign (-$5.00); -0 shows as $0.00. */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`not an amount: ${amount}`);
  const cents = Math.round(amount * 100);
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(cents === 0 ? 0 : cents / 100);
}

/** Shown when the membership discount is above 0 (spec 3 §6). */
export function membershipSavingsMessage(discount: number): string | null {
  return discount > 0 ? `You are saving ${formatMoney(discount)} with your PLI Membership.` : null;
}

/** A discount is shown as a deduction: -$10.00; no discount shows $0.00. */
export function formatDeduction(amount: number): string {
  return amount > 0 ? formatMoney(-amount) : formatMoney(0);
}
