import { cardCss, colors, focusRing } from '@cle/ui/theme';

export const form = { display: 'grid', gap: 20, maxWidth: 560 } as const;
export const flush = { margin: 0 } as const;
export const term = { fontWeight: 600 } as const;
export const optOuts = {
  ...cardCss,
  padding: 16,
  display: 'grid',
  gap: 8,
} as const;
export const legend = { fontWeight: 600, padding: '0 4px' } as const;
export const option = { display: 'flex', gap: 8, alignItems: 'center' } as const;
export const checkbox = { width: 18, height: 18, '&:focus-visible': focusRing } as const;
export const error = { margin: 0, color: colors.red } as const;
