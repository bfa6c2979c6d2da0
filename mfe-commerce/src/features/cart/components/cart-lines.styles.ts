import { colors } from '@cle/ui/theme';

export const problemsCss = {
  margin: '0 0 12px',
  padding: 12,
  listStyle: 'none',
  background: colors.mist,
} as const;
export const problemCss = { color: colors.red } as const;
export const linesCss = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${colors.line}`,
} as const;
