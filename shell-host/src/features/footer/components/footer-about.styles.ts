import { colors } from '@cle/ui/theme';

export const footerLogoCss = { color: colors.paper, fontWeight: 800, fontSize: 26, textDecoration: 'none' };

export const footerDescriptionCss = { maxWidth: 480, lineHeight: 1.5 };
