import { cardCss, colors, focusRing } from '@cle/ui/theme';

export const carousel = {
  ...cardCss,
  padding: 16,
  display: 'grid',
  gap: 12,
} as const;
export const heading = { fontSize: 20, margin: 0 } as const;
export const slide = { minHeight: 96 } as const;
export const slideHeading = { fontSize: 17, margin: '0 0 4px' } as const;
export const newTag = {
  background: colors.red,
  color: colors.paper,
  borderRadius: 4,
  padding: '0 6px',
  fontSize: 13,
} as const;
export const body = { margin: 0, lineHeight: 1.5 } as const;
export const controls = { display: 'flex', gap: 8, alignItems: 'center' } as const;
export const button = {
  border: `1px solid ${colors.line}`,
  background: colors.paper,
  borderRadius: 4,
  padding: '6px 12px',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.5, cursor: 'default' },
  '&:focus-visible': focusRing,
} as const;
export const links = { margin: 0, display: 'flex', gap: 16, flexWrap: 'wrap' } as const;
