import { colors } from '@cle/ui/theme';

export const row = {
  borderBottom: `1px solid ${colors.line}`,
  padding: '20px 0',
  display: 'grid',
  gap: 10,
  minHeight: 180,
} as const;
