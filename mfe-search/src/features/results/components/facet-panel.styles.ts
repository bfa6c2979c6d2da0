import { bareList, colors, linkButtonCss } from '@cle/ui/theme';

export const linkButton = { ...linkButtonCss, color: colors.redDark } as const;

export const facetFieldsetCss = {
  border: 0,
  borderTop: `1px solid ${colors.line}`,
  padding: '12px 0',
  margin: 0,
} as const;

export const facetLegendCss = {
  fontWeight: 700,
  padding: '12px 0 8px',
  float: 'left',
  width: '100%',
} as const;

export const checkboxGroupListCss = { ...bareList, display: 'grid', gap: 6, clear: 'both' } as const;

export const checkboxGroupLabelCss = {
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  cursor: 'pointer',
} as const;

export const checkboxGroupNameLabelCss = { flex: 1 } as const;

export const checkboxGroupCountLabelCss = { color: colors.inkSoft, fontSize: 13 } as const;

export const checkboxGroupButtonCss = { ...linkButton, marginTop: 8 } as const;

export const dateRangeGroupBoxCss = { display: 'grid', gap: 8, clear: 'both' } as const;

export const dateRangeGroupLabelCss = { display: 'grid', gap: 4 } as const;

export const dateRangeFieldsCss = { display: 'flex', gap: 12 } as const;

export const dateRangeGroupButtonCss = {
  ...linkButton,
  '&:disabled': { color: colors.inkSoft, cursor: 'not-allowed' },
} as const;

export const facetPanelBoxCss = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
} as const;

export const facetPanelHeadingCss = { fontSize: 18, margin: '0 0 8px' } as const;
