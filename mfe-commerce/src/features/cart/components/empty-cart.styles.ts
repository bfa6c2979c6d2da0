import { colors, focusRing } from '@cle/ui/theme';

export const linkCss = {
  color: colors.red,
  fontWeight: 600,
  '&:focus-visible': focusRing,
} as const;

export const emptyCartSectionCss = { padding: '24px 0', display: 'grid', gap: 12 } as const;

export const emptyCartHeadingCss = { margin: 0, fontSize: 24 } as const;

export const emptyCartListCss = {
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  gap: 20,
  flexWrap: 'wrap',
} as const;

export const emptyCartBoxCss = {
  marginTop: 12,
  padding: 20,
  background: colors.mist,
  borderRadius: 8,
  display: 'grid',
  gap: 12,
  justifyItems: 'start',
} as const;

export const flushTextCss = { margin: 0 } as const;
