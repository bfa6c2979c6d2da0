// Styles several commerce features share (a feature never imports another's internals).
import { colors, linkButtonCss, mq } from '@cle/ui/theme';

/** The store's text-link buttons (Edit, Remove, Read the terms): red. */
export const redLinkButtonCss = { ...linkButtonCss, color: colors.red } as const;

/** A Remove button, dimmed while its change is on the way. */
export const removeButtonCss = {
  ...redLinkButtonCss,
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
} as const;

/** The cart and checkout pages: the main column, then the order summary on the right from md up. */
export const summaryColumnsCss = {
  display: 'grid',
  gap: 32,
  gridTemplateColumns: '1fr',
  [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' },
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 380px' },
} as const;
