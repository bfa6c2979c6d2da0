import { colors, focusRing } from '@cle/ui/theme';

export const panelRootCss = { display: 'grid', gap: 16, scrollMarginTop: 80 } as const;
export const panelHeadingCss = { fontSize: 20, margin: 0 } as const;
export const tabPanelCss = { display: 'grid', gap: 16 } as const;

export const noDatesCss = { margin: 0 } as const;
export const noSelectionCss = { margin: 0, color: colors.red, fontWeight: 600 } as const;
export const priceCss = { margin: 0, fontSize: 28, fontWeight: 700 } as const;
export const actionButtonCss = { width: '100%' } as const;
export const noteCss = { margin: 0, fontSize: 14 } as const;
export const signInNoteCss = { margin: 0, fontSize: 14, opacity: 0.85 } as const;
export const waitlistLinkCss = { fontWeight: 700, color: colors.red, '&:focus-visible': focusRing } as const;

export const optionsCss = { border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 } as const;
export const optionsLegendCss = { fontSize: 14, marginBottom: 8, opacity: 0.85 } as const;
export const optionCss = (checked: boolean) =>
  ({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    gap: 10,
    alignItems: 'start',
    padding: 12,
    borderRadius: 6,
    cursor: 'pointer',
    border: `2px solid ${checked ? colors.red : colors.line}`,
    background: colors.paper,
    color: colors.ink,
    '&:focus-within': focusRing,
  }) as const;
export const optionRadioCss = { marginTop: 4 } as const;
export const optionTextCss = { display: 'grid', gap: 2 } as const;
export const optionLineCss = { fontSize: 14 } as const;
export const optionRegisteredCss = { fontSize: 13, fontWeight: 700, color: colors.ink } as const;
export const optionPriceCss = { fontWeight: 700 } as const;
