// One accordion per period; the open one's panel lays its requirement cards in a grid.
import { colors, linkButtonCss } from '@cle/ui/theme';

export const list = { display: 'grid', gap: 8 } as const;
export const accordion = { border: `1px solid ${colors.line}` } as const;
export const heading = { margin: 0, fontSize: 17 } as const;
export const toggle = {
  ...linkButtonCss,
  width: '100%',
  textAlign: 'left',
  padding: 12,
  fontWeight: 700,
  color: colors.ink,
  textDecoration: 'none',
} as const;
export const panel = (open: boolean) =>
  ({
    display: open ? 'grid' : 'none',
    gap: 12,
    padding: '0 12px 12px',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  }) as const;
