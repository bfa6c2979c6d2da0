import { mq } from '@cle/ui/theme';

export const headingCss = { fontSize: 32, margin: '0 0 16px', outline: 'none' } as const;
export const columnsCss = {
  display: 'grid',
  gap: 24,
  [mq.md]: { gridTemplateColumns: '280px 1fr' },
} as const;
