import { colors, focusRing } from '@cle/ui/theme';

export const fieldCss = {
  font: 'inherit',
  padding: '6px 8px',
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  width: 88,
  '&:focus-visible': focusRing,
} as const;
export const wrapCss = { fontSize: 14, maxWidth: 260 } as const;
export const inputCss = (invalid: boolean) => ({
  ...fieldCss,
  borderColor: invalid ? colors.red : colors.line,
});
