import { mq } from '@cle/ui/theme';

export const columns = {
  display: 'grid',
  gap: 32,
  marginTop: 24,
  [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' },
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 380px' },
} as const;
export const main = { display: 'grid', gap: 40, alignContent: 'start' } as const;
export const side = { display: 'grid', gap: 24, alignContent: 'start' } as const;
