import { colors, focusRing } from '@cle/ui/theme';

export const linkButtonCss = {
  font: 'inherit',
  fontWeight: 600,
  background: 'none',
  border: 0,
  padding: 0,
  color: colors.red,
  textDecoration: 'underline',
  cursor: 'pointer',
  justifySelf: 'start',
  '&:focus-visible': focusRing,
} as const;

export const registrationListCss = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 12,
} as const;
const rule = `1px solid ${colors.line}`;
export const registrationCss = {
  border: rule,
  borderRadius: 6,
  padding: 12,
  display: 'grid',
  gap: 8,
} as const;
export const smallCss = { fontSize: 14 } as const;

export const changeCss = { display: 'grid', gap: 12 } as const;
export const stepHeadingCss = { fontSize: 18, margin: 0 } as const;
export const lineCss = { margin: 0 } as const;
export const smallLineCss = { margin: 0, fontSize: 14 } as const;
export const callCss = { fontWeight: 700, color: colors.red } as const;
export const alertCss = { margin: 0, color: colors.red, fontWeight: 600 } as const;
export const optionsCss = { border: 0, margin: 0, padding: 0, display: 'grid', gap: 8 } as const;
export const optionsLegendCss = { fontSize: 14, marginBottom: 8 } as const;
export const optionCss = (checked: boolean) =>
  ({
    display: 'flex',
    gap: 10,
    padding: 10,
    borderRadius: 6,
    border: `2px solid ${checked ? colors.red : colors.line}`,
    cursor: 'pointer',
    '&:focus-within': focusRing,
  }) as const;
export const optionTextCss = { display: 'grid', gap: 2 } as const;
