import { colors } from '@cle/ui/theme';

export const error = { padding: 20, background: colors.mist, borderRadius: 8 } as const;
export const errorText = { margin: '0 0 12px' } as const;
export const empty = { padding: '16px 0', display: 'grid', gap: 8, justifyItems: 'start' } as const;
export const flush = { margin: 0 } as const;
export const list = { listStyle: 'none', margin: 0, padding: 0 } as const;
