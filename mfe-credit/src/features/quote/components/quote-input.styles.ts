import { colors, focusRing } from '@cle/ui/theme';

export const control = (invalid: boolean) =>
  ({
    font: 'inherit',
    padding: '8px 10px',
    border: `1px solid ${invalid ? colors.red : colors.inkSoft}`,
    borderRadius: 4,
    background: colors.paper,
    width: '100%',
    boxSizing: 'border-box',
    '&:focus-visible': focusRing,
  }) as const;
