import { colors } from '@cle/ui/theme';

export const problemsCss = {
  margin: '0 0 12px',
  padding: 12,
  listStyle: 'none',
  background: colors.mist,
} as const;
export const problemCss = { color: colors.red } as const;
