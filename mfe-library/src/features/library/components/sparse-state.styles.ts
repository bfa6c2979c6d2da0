import { colors, focusRing } from '@cle/ui/theme';

export const box = {
  background: colors.mist,
  borderRadius: 8,
  padding: 20,
  display: 'grid',
  gap: 8,
} as const;
export const heading = { margin: 0, fontSize: 20 } as const;
export const flush = { margin: 0 } as const;
export const list = { margin: 0, paddingLeft: 18 } as const;
export const link = { color: colors.redDark, '&:focus-visible': focusRing } as const;
