import { colors, outlinedButtonCss } from '@cle/ui/theme';

// links and buttons alike: no underline, laid out as a box
export const action = { ...outlinedButtonCss, textDecoration: 'none', display: 'inline-block' } as const;
export const menuItem = {
  font: 'inherit',
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: '8px 12px',
  background: 'none',
  border: 0,
  color: colors.ink,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { background: colors.mist, outline: 'none' },
} as const;
export const moreWrap = { position: 'relative' } as const;
export const menu = {
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 5,
  minWidth: 200,
  background: colors.paper,
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
  boxShadow: '0 4px 16px rgba(0,0,0,.15)',
  padding: '4px 0',
} as const;
export const bar = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  alignItems: 'center',
  minHeight: 40,
} as const;
