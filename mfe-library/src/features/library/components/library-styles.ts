import { colors, linkButtonCss } from '@cle/ui/theme';

/** The library's text-link buttons (Clear all, Show all segments, Show more): dark red and bold. */
export const redLinkButtonCss = { ...linkButtonCss, color: colors.redDark, fontWeight: 600 } as const;
