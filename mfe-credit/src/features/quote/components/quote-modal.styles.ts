import { colors, mq } from '@cle/ui/theme';

export const form = { display: 'grid', gap: 16 } as const;
export const header = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'start',
  gap: 12,
} as const;
export const indicator = { margin: 0, fontSize: 13, fontWeight: 700, color: colors.inkSoft } as const;
export const heading = { margin: '4px 0 0', fontSize: 24 } as const;
export const success = { margin: 0, color: colors.success, fontWeight: 600 } as const;
export const subheading = { margin: 0, fontSize: 18 } as const;
export const flush = { margin: 0 } as const;
export const row = (fields: number) =>
  ({
    display: 'grid',
    gap: 12,
    [mq.md]: { gridTemplateColumns: `repeat(${fields}, minmax(0, 1fr))` },
  }) as const;
export const error = { margin: 0, color: colors.red } as const;
export const failure = { margin: 0, color: colors.red, fontWeight: 600 } as const;
export const buttons = { display: 'flex', gap: 12 } as const;
