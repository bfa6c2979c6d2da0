import { bareList } from '@cle/ui/theme';

export const section = { border: 0, padding: 0, margin: 0 } as const;
export const legend = { fontWeight: 700, marginBottom: 8 } as const;
export const list = { ...bareList, display: 'grid', gap: 6 } as const;
export const option = { display: 'flex', gap: 8, alignItems: 'center' } as const;
