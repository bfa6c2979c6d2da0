import { bareList, colors, linkButtonCss } from '@cle/ui/theme';

export const fieldsetCss = { border: 0, margin: 0, padding: 0, overflowY: 'auto', minHeight: 120 } as const;
export const listCss = { ...bareList, display: 'grid', gap: 6 } as const;
export const valueLabelCss = { display: 'flex', gap: 8, alignItems: 'center', cursor: 'pointer' } as const;
export const valueNameCss = { flex: 1 } as const;
export const valueCountCss = { color: colors.inkSoft, fontSize: 13 } as const;
export const showMoreCss = { ...linkButtonCss, marginTop: 8, color: colors.redDark } as const;
