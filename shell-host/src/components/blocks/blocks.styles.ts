import { colors, focusRing } from '@cle/ui/theme';

/** A link inside a block: the site's red, bold. */
export const linkCss = { color: colors.red, fontWeight: 600, '&:focus-visible': focusRing };

export const blockHeadingCss = { fontSize: 26, margin: '32px 0 12px' };
