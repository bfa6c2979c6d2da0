import { colors, focusRing } from '@cle/ui/theme';

export const materialRowItemCss = { padding: '10px 0', borderBottom: `1px solid ${colors.line}` } as const;

export const materialRowLinkCss = {
  color: colors.red,
  fontWeight: 700,
  '&:focus-visible': focusRing,
} as const;

export const materialRowLabelCss = { fontWeight: 700 } as const;

export const materialRowBoxCss = { fontSize: 14, color: colors.inkSoft } as const;

export const materialsModalTabPanelCss = { minHeight: 160 } as const;

export const flushTextCss = { margin: 0 } as const;

export const materialsModalTextCss = { margin: '0 0 8px', color: colors.inkSoft } as const;
