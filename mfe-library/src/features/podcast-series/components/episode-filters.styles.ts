import { selectCss } from '@cle/ui/theme';

export const filters = { display: 'flex', gap: 12, flexWrap: 'wrap' } as const;
export const field = { display: 'grid', gap: 4 } as const;
export const label = { fontSize: 14, fontWeight: 600 } as const;
export const select = { ...selectCss, minWidth: 160 } as const;
