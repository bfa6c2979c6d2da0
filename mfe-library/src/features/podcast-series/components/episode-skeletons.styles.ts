import { colors } from '@cle/ui/theme';

export const list = { listStyle: 'none', margin: 0, padding: 0 } as const;
export const row = {
  borderBottom: `1px solid ${colors.line}`,
  padding: '20px 0',
  display: 'grid',
  gap: 10,
} as const;
