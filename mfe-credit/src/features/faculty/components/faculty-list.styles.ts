import { bareList, colors, mq, titleLinkCss } from '@cle/ui/theme';

export const count = { margin: '0 0 12px', color: colors.inkSoft } as const;
export const grid = {
  ...bareList,
  display: 'grid',
  gap: 16,
  [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
} as const;
export const member = { display: 'flex', gap: 12, alignItems: 'center' } as const;
export const portrait = { borderRadius: '50%' } as const;
export const name = { ...titleLinkCss, fontWeight: 700 } as const;
export const role = { margin: 0, fontSize: 14, color: colors.inkSoft } as const;
export const pager = { display: 'flex', gap: 12, alignItems: 'center', marginTop: 24 } as const;
