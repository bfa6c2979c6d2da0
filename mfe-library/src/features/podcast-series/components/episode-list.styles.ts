import { colors, mq } from '@cle/ui/theme';

export const header = {
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  marginBottom: 8,
  [mq.sm]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
} as const;
export const heading = { fontSize: 26, margin: 0 } as const;
export const count = { margin: '8px 0 0', fontSize: 14, color: colors.inkSoft } as const;
export const list = { listStyle: 'none', margin: 0, padding: 0 } as const;
export const empty = { padding: '24px 0' } as const;
export const error = { marginTop: 16 } as const;
export const loadMore = { textAlign: 'center', marginTop: 24 } as const;
