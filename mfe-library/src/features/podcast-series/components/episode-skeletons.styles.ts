import { itemRowCss } from '@cle/ui/theme';

export const list = { listStyle: 'none', margin: 0, padding: 0 } as const;
export const row = { ...itemRowCss, gap: 10 } as const;
