import { colors, focusRing } from '@cle/ui/theme';

export const dialogCss = { display: 'grid', gridTemplateRows: 'auto auto 1fr auto', gap: 12 } as const;
export const titleCss = { margin: 0, fontSize: 22 } as const;
export const searchLabelCss = { display: 'grid', gap: 4 } as const;
export const searchInputCss = {
  font: 'inherit',
  padding: '8px 10px',
  border: `1px solid ${colors.inkSoft}`,
  borderRadius: 4,
  '&:focus-visible': focusRing,
} as const;
export const actionsCss = { display: 'flex', gap: 12, justifyContent: 'flex-end' } as const;
