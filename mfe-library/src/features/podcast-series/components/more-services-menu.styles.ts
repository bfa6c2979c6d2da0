import { cardCss, colors, focusRing } from '@cle/ui/theme';
import { pill } from './service-links.styles';

export const wrap = { position: 'relative', display: 'inline-block' } as const;
export const button = { ...pill, font: 'inherit', fontWeight: 600, cursor: 'pointer' } as const;
export const menu = {
  position: 'absolute',
  zIndex: 20,
  top: 'calc(100% + 4px)',
  left: 0,
  minWidth: 220,
  margin: 0,
  padding: 6,
  listStyle: 'none',
  ...cardCss,
  boxShadow: '0 6px 20px rgba(0,0,0,.15)',
} as const;
export const item = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 10px',
  borderRadius: 4,
  color: colors.ink,
  textDecoration: 'none',
  '&:hover, &:focus': { background: colors.mist },
  '&:focus-visible': focusRing,
} as const;
