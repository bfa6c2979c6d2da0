import { colors, focusRing } from '@cle/ui/theme';

export const tapToFillCss = {
  font: 'inherit',
  fontSize: 14,
  padding: '6px 10px',
  border: `1px solid ${colors.inkSoft}`,
  borderRadius: 4,
  background: colors.mist,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
} as const;
export const keyHintCss = {
  fontSize: 14,
  color: colors.inkSoft,
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  padding: '4px 8px',
} as const;
