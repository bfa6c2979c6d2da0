import { colors, focusRing } from '@cle/ui/theme';

export const menuCss = {
  position: 'absolute',
  right: 0,
  top: 48,
  minWidth: 200,
  margin: 0,
  padding: '4px 0',
  listStyle: 'none',
  background: colors.paper,
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
  boxShadow: '0 6px 18px rgba(0,0,0,0.15)',
} as const;

export const itemCss = {
  display: 'block',
  width: '100%',
  textAlign: 'left',
  font: 'inherit',
  fontSize: 15,
  padding: '10px 14px',
  minHeight: 44,
  border: 0,
  background: 'none',
  color: colors.ink,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { background: colors.mist },
  '&:focus-visible': focusRing,
} as const;
