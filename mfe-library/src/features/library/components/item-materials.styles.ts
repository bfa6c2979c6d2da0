import { colors, focusRing } from '@cle/ui/theme';

export const link = { color: colors.redDark, '&:focus-visible': focusRing } as const;
export const kind = { color: colors.inkSoft, fontSize: 13 } as const;
export const failed = { display: 'block', color: colors.red } as const;
export const loadFailed = { color: colors.red, margin: 0 } as const;
export const flush = { margin: 0 } as const;
export const list = { margin: 0, paddingLeft: 18 } as const;
