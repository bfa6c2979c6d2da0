import { colors } from '@cle/ui/theme';

export const orderNoticeCss = {
  margin: 0,
  padding: 16,
  background: colors.mist,
  borderRadius: 8,
  fontSize: 15,
} as const;
