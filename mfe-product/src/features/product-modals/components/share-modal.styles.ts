import { colors, focusRing, outlinedButtonCss } from '@cle/ui/theme';

export const shareModalLabelCss = { display: 'grid', gap: 4, fontSize: 14 } as const;

export const shareModalInputCss = {
  font: 'inherit',
  padding: 8,
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
} as const;

export const shareModalBoxCss = { display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' } as const;

export const shareModalLinkCss = {
  ...outlinedButtonCss,
  textDecoration: 'none',
  '&:focus-visible': focusRing,
} as const;
