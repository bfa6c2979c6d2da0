import { itemRowCss } from '@cle/ui/theme';

export const row = { ...itemRowCss, gap: 10, minHeight: 180 } as const;
