import { colors } from '@cle/ui/theme';

export const body = { padding: 24, display: 'grid', gap: 16 } as const;
export const header = { display: 'flex', justifyContent: 'space-between', gap: 12 } as const;
export const title = { margin: 0, fontSize: 22 } as const;
export const flush = { margin: 0 } as const;
export const buttons = { display: 'flex', gap: 12 } as const;
export const counter = { margin: 0, color: colors.inkSoft } as const;
