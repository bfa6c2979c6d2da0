import { bareList } from '@cle/ui/theme';

export const category = { border: 0, padding: 0, margin: 0 } as const;
export const legend = { fontWeight: 700 } as const;
export const option = { display: 'flex', gap: 8 } as const;
export const areas = { ...bareList, paddingLeft: 24 } as const;
