// Styles several commerce features share (a feature never imports another's internals).
import { bareList, colors, linkButtonCss, mq } from '@cle/ui/theme';

/** The store's text-link buttons (Edit, Remove, Read the terms): red. */
export const redLinkButtonCss = { ...linkButtonCss, color: colors.red } as const;

/** A Remove button, dimmed while its change is on the way. */
export const removeButtonCss = {
  ...redLinkButtonCss,
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
} as const;

/** A label and its amount on one line, pushed to either side: a cart line, an order summary row. */
export const amountRow = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const;

/** A list of an order's lines (the cart page and panel, the order confirmation): a rule above the first. */
export const orderLinesCss = { ...bareList, borderTop: `1px solid ${colors.line}` } as const;

/** One line of an order in checkout's review step and the confirmation: name and details, the amount last. */
export const orderLineCss = {
  display: 'flex',
  gap: 12,
  padding: '10px 0',
  borderBottom: `1px solid ${colors.line}`,
} as const;

/** The line's name and its details, taking the room the amount leaves. */
export const orderLineLabelCss = { flex: 1 } as const;

/** A detail after the line's name (type, quantity), in the soft ink. */
export const orderLineDetailCss = { color: colors.inkSoft } as const;

/** The cart and checkout pages: the main column, then the order summary on the right from md up. */
export const summaryColumnsCss = {
  display: 'grid',
  gap: 32,
  gridTemplateColumns: '1fr',
  [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' },
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 380px' },
} as const;
