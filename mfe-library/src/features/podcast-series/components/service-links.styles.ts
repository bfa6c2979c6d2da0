import { colors, focusRing } from '@cle/ui/theme';

/** A service as a pill: the direct links and the More button. */
export const pill = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 14px',
  border: `1px solid ${colors.line}`,
  borderRadius: 999,
  color: colors.ink,
  background: colors.paper,
  textDecoration: 'none',
  fontWeight: 600,
  '&:hover': { borderColor: colors.red, color: colors.red },
  '&:focus-visible': focusRing,
} as const;
export const nav = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;
export const list = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;
export const badge = {
  display: 'inline-grid',
  placeItems: 'center',
  width: 22,
  height: 22,
  borderRadius: '50%',
  background: colors.charcoal,
  color: colors.paper,
  fontSize: 12,
} as const;
