import type { LocalBlock } from '@cle/contracts/block-schemas';
import { colors, focusRing } from '@cle/ui/theme';

type PromoTheme = Extract<LocalBlock, { type: 'PromoBlock' }>['theme'];

/** Every theme but mist is a dark ground. */
export const isDarkPromo = (theme: PromoTheme) => theme !== 'mist';

export const promoCss = (theme: PromoTheme) => ({
  margin: '32px 0',
  padding: 28,
  borderRadius: 8,
  background: theme === 'mist' ? colors.mist : theme === 'charcoal' ? colors.charcoal : colors.red,
  color: isDarkPromo(theme) ? colors.paper : colors.ink,
});

export const promoHeadingCss = { margin: '0 0 8px', fontSize: 24 };

export const promoBodyCss = { margin: '0 0 16px' };

/** The promo's link as a button, in the colours that stand out on its ground. */
export const promoLinkCss = (dark: boolean) => ({
  display: 'inline-block',
  padding: '10px 18px',
  borderRadius: 4,
  fontWeight: 700,
  textDecoration: 'none',
  background: dark ? colors.paper : colors.red,
  color: dark ? colors.ink : colors.paper,
  '&:focus-visible': focusRing,
});
