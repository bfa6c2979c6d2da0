import { bareList, colors, focusRing, outlinedButtonCss } from '@cle/ui/theme';

export const buttonCss = {
  ...outlinedButtonCss,
  display: 'inline-block',
  textDecoration: 'none',
  '&:focus-visible': focusRing,
} as const;

export const choiceGroupFieldsetCss = {
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  padding: 12,
  margin: 0,
} as const;

export const choiceGroupLegendCss = { fontWeight: 700, padding: '0 4px' } as const;

export const choiceGroupListCss = { ...bareList, display: 'grid', gap: 6 } as const;

export const choiceGroupLabelCss = {
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  cursor: 'pointer',
} as const;

export const choiceGroupStrongCss = { color: colors.success } as const;

export const flushTextCss = { margin: 0 } as const;

export const mutedTextCss = { margin: 0, color: colors.inkSoft } as const;

export const purchasedFilesListCss = { ...bareList, display: 'flex', flexWrap: 'wrap', gap: 8 } as const;

export const downloadModalBoxCss = { minHeight: 40 } as const;
