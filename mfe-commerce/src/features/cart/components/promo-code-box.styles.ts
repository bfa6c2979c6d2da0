import { colors, focusRing } from '@cle/ui/theme';

export const boxCss = { borderTop: `1px solid ${colors.line}`, paddingTop: 12 } as const;
export const headingCss = { margin: 0, fontSize: 16 } as const;
export const toggleCss = {
  font: 'inherit',
  fontWeight: 700,
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  color: colors.ink,
  '&:focus-visible': focusRing,
} as const;
export const formCss = { marginTop: 10 } as const;
export const rowCss = { display: 'flex', gap: 8, alignItems: 'flex-start' } as const;
export const fieldCss = { flex: 1, minWidth: 0, fontSize: 14, '& input': { letterSpacing: 1 } } as const;
export const applyCss = { marginTop: 24 } as const;
export const successCss = { margin: '8px 0 0', fontSize: 14, color: colors.success } as const;
export const appliedCss = {
  display: 'flex',
  gap: 12,
  alignItems: 'center',
  fontSize: 14,
  margin: '10px 0 0',
} as const;
