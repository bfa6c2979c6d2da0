import { mq } from '@cle/ui/theme';

export const header = {
  display: 'grid',
  gap: 16,
  [mq.md]: { gridTemplateColumns: '200px minmax(0, 1fr)', alignItems: 'center', gap: 32 },
} as const;
export const portrait = {
  borderRadius: '50%',
  width: 160,
  height: 160,
  [mq.md]: { width: 200, height: 200 },
} as const;
export const text = { display: 'grid', gap: 12 } as const;
export const name = { margin: 0, fontSize: 32 } as const;
export const details = { margin: 0, display: 'grid', gap: 4 } as const;
export const term = { display: 'inline', fontWeight: 600 } as const;
export const value = { display: 'inline', margin: 0 } as const;
export const actions = { display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' } as const;
