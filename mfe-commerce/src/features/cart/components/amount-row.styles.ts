// Styles the cart's panel and page share.

/** A label and its amount on one line, pushed to either side: a cart line, an order summary row. */
export const amountRow = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const;
