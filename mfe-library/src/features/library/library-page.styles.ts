import { colors, mq } from '@cle/ui/theme';

export const title = { fontSize: 32, margin: '0 0 20px', [mq.md]: { fontSize: 40 } } as const;
export const signIn = { display: 'grid', gap: 12, justifyItems: 'start' } as const;
export const flush = { margin: 0 } as const;
export const columns = {
  display: 'grid',
  gap: 24,
  [mq.md]: { gridTemplateColumns: '260px minmax(0, 1fr)' },
} as const;
export const panel = { display: 'grid', gap: 16, alignContent: 'start' } as const;
export const count = { margin: 0, fontSize: 14, color: colors.inkSoft, minHeight: 20 } as const;
export const loadMore = { textAlign: 'center' } as const;
