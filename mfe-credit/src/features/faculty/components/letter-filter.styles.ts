import { colors, focusRing } from '@cle/ui/theme';

export const group = { display: 'flex', flexWrap: 'wrap', gap: 4 } as const;
/** A letter button, also the pager's Previous/Next. */
export const letter = (active: boolean) =>
  ({
    font: 'inherit',
    minWidth: 32,
    padding: '4px 6px',
    border: `1px solid ${active ? colors.red : colors.line}`,
    borderRadius: 4,
    background: active ? colors.red : colors.paper,
    color: active ? colors.paper : colors.ink,
    cursor: 'pointer',
    '&:focus-visible': focusRing,
  }) as const;
