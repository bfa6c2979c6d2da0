import { colors, focusRing, linkButtonCss } from '@cle/ui/theme';

export const formCss = {
  display: 'flex',
  gap: 8,
  maxWidth: 1000,
  margin: '0 auto',
  alignItems: 'center',
  flexWrap: 'wrap',
} as const;
export const fieldCss = { position: 'relative', flex: '1 1 240px', background: colors.paper } as const;
/** the autocompletion, drawn behind the input in the input's own box */
export const completionCss = {
  position: 'absolute',
  inset: 0,
  padding: '12px 16px',
  border: '2px solid transparent',
  fontSize: 22,
  whiteSpace: 'pre',
  overflow: 'hidden',
  color: colors.inkSoft,
  pointerEvents: 'none',
} as const;
export const typedCss = { visibility: 'hidden' } as const;
export const inputCss = {
  position: 'relative',
  width: '100%',
  boxSizing: 'border-box',
  font: 'inherit',
  fontSize: 22,
  padding: '12px 16px',
  border: `2px solid ${colors.ink}`,
  borderRadius: 4,
  background: 'transparent',
  '&::placeholder': { color: colors.inkSoft },
  '&:focus-visible': focusRing,
} as const;
// the padding of a button, unlike the other link buttons: Clear sits inside the search box
export const clearCss = { ...linkButtonCss, padding: undefined } as const;
export const closeCss = { padding: '4px 8px' } as const;
