import { colors, focusRing } from '@cle/ui/theme';

export const segmentListCss = { margin: 0, paddingLeft: 20, display: 'grid', gap: 6 } as const;

export const segmentButtonCss = (current: boolean) =>
  ({
    font: 'inherit',
    background: 'none',
    border: 0,
    padding: 0,
    cursor: 'pointer',
    textAlign: 'left',
    fontWeight: current ? 700 : 400,
    color: colors.ink,
    '&:focus-visible': focusRing,
  }) as const;
