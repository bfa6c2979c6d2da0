import { colors, focusRing } from '@cle/ui/theme';

export const hostedBox = (invalid: boolean) =>
  ({
    height: 42,
    border: `1px solid ${invalid ? colors.red : colors.inkSoft}`,
    borderRadius: 4,
    background: colors.paper,
    '&:focus-within': focusRing,
  }) as const;

export const formCss = { display: 'grid', gap: 16, maxWidth: 480 } as const;
export const networkCss = { margin: '-8px 0 0', fontSize: 13, color: colors.inkSoft } as const;
export const rowCss = { display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 12 } as const;
export const actionsCss = { display: 'flex', gap: 12 } as const;
export const slotCss = { display: 'grid', gap: 4 } as const;
export const slotLabelCss = { fontWeight: 600 } as const;
export const slotErrorCss = { margin: 0, fontSize: 13, color: colors.red } as const;
