// Styles the product page's panels and modals share: one look for a side panel's box and a dialog's
// Close button, whichever feature draws them.
import { colors, focusRing } from '@cle/ui/theme';

/** A side panel's box (purchase, notify, expired). */
export const sidePanelBoxCss = {
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  padding: 20,
  background: colors.paper,
  color: colors.ink,
} as const;

/** The outlined Close button of a product modal or drawer. */
export const closeButtonCss = {
  font: 'inherit',
  fontWeight: 700,
  background: 'none',
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  padding: '6px 12px',
  cursor: 'pointer',
  color: colors.ink,
  '&:focus-visible': focusRing,
} as const;
