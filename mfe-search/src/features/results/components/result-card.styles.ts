import { colors, focusRing } from '@cle/ui/theme';

export const resultCardArticleCss = { display: 'grid', gap: 6 } as const;

export const resultCardHeadingCss = { margin: 0, fontSize: 20 } as const;

export const resultCardDatesCss = { margin: 0, fontWeight: 600 } as const;

export const resultCardFactsCss = {
  margin: 0,
  fontSize: 14,
  display: 'flex',
  gap: 16,
  flexWrap: 'wrap',
} as const;

export const resultCardExplainCss = {
  margin: 0,
  fontSize: 12,
  background: colors.mist,
  padding: 8,
  display: 'grid',
  gap: 4,
} as const;

export const resultCardCodeCss = { whiteSpace: 'pre-wrap' } as const;

export const resultCardSaveToLibraryButtonBoxCss = {
  display: 'flex',
  gap: 16,
  alignItems: 'center',
  flexWrap: 'wrap',
  fontSize: 14,
} as const;

export const resultCardLinkCss = { color: colors.ink, '&:focus-visible': focusRing } as const;

export const resultCardActionLinkCss = {
  marginLeft: 'auto',
  color: colors.redDark,
  fontWeight: 700,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': focusRing,
} as const;
