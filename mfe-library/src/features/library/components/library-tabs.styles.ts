import { colors, focusRing } from '@cle/ui/theme';

export const tablist = {
  display: 'flex',
  gap: 4,
  borderBottom: `2px solid ${colors.line}`,
  marginBottom: 20,
  overflowX: 'auto',
} as const;
export const tab = (selected: boolean) =>
  ({
    font: 'inherit',
    fontWeight: 600,
    padding: '10px 16px',
    background: 'none',
    border: 0,
    borderBottom: `3px solid ${selected ? colors.red : 'transparent'}`,
    marginBottom: -2,
    color: selected ? colors.ink : colors.inkSoft,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    '&:focus-visible': focusRing,
  }) as const;
export const count = { marginLeft: 6, fontWeight: 400 } as const;
