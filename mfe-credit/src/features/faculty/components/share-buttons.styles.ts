import { colors, focusRing } from '@cle/ui/theme';

export const group = { display: 'flex', gap: 8, alignItems: 'center' } as const;
export const label = { fontSize: 14, color: colors.inkSoft } as const;
export const control = {
  font: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  padding: '6px 12px',
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  background: colors.paper,
  color: colors.ink,
  cursor: 'pointer',
  textDecoration: 'none',
  '&:hover': { background: colors.mist },
  '&:focus-visible': focusRing,
} as const;
