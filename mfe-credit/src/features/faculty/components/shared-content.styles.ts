import { bareList, colors } from '@cle/ui/theme';

export const section = { display: 'grid', gap: 12 } as const;
export const heading = { fontSize: 22, margin: 0 } as const;
export const list = { ...bareList, display: 'grid', gap: 12 } as const;
export const item = { borderBottom: `1px solid ${colors.line}`, paddingBottom: 12 } as const;
export const meta = { margin: '4px 0 0', fontSize: 14, color: colors.inkSoft } as const;
export const flush = { margin: 0 } as const;
