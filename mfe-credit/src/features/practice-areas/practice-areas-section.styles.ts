import { bareList, colors } from '@cle/ui/theme';

export const section = { display: 'grid', gap: 8 } as const;
export const list = { ...bareList, display: 'flex', flexWrap: 'wrap', gap: 8 } as const;
export const chip = { border: `1px solid ${colors.line}`, padding: '4px 8px', borderRadius: 12 } as const;
export const flush = { margin: 0 } as const;
