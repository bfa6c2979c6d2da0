import { colors } from '@cle/ui/theme';

export const mediaFigureCss = { margin: '24px 0' };

export const mediaImageCss = { width: '100%', height: 'auto', borderRadius: 8 } as const;

export const mediaCaptionCss = { fontSize: 14, color: colors.inkSoft, marginTop: 6 };
