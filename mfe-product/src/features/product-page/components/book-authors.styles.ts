import { bareList, colors } from '@cle/ui/theme';

export const authorListCss = { ...bareList, display: 'grid', gap: 24 } as const;
export const authorCss = {
  display: 'grid',
  gridTemplateColumns: '64px 1fr',
  gap: 16,
  alignItems: 'start',
} as const;
export const authorInitialsCss = {
  width: 64,
  height: 64,
  borderRadius: '50%',
  background: colors.mist,
  border: `1px solid ${colors.line}`,
  display: 'grid',
  placeItems: 'center',
  fontWeight: 700,
  fontSize: 20,
  color: colors.inkSoft,
} as const;
export const authorTextCss = { display: 'grid', gap: 4 } as const;
export const authorNameCss = { margin: 0, fontSize: 18 } as const;
export const authorRoleCss = { margin: 0, fontSize: 15, color: colors.inkSoft } as const;
export const authorBioCss = { margin: 0, lineHeight: 1.55 } as const;
export const readMoreCss = { justifySelf: 'start' } as const;
