import { bareList, colors, focusRing } from '@cle/ui/theme';

export const searchTabsTabListCss = { marginBottom: 16 } as const;

export const quickFiltersBoxCss = { display: 'flex', gap: 8, flexWrap: 'wrap', margin: '0 0 16px' } as const;

export const semanticFiltersSectionCss = {
  display: 'flex',
  gap: 8,
  flexWrap: 'wrap',
  alignItems: 'center',
  background: colors.mist,
  padding: 12,
  marginBottom: 16,
} as const;

export const recommendedSearchLinksNavCss = { marginTop: 16 } as const;

export const recommendedSearchLinksHeadingCss = { fontSize: 16, margin: '0 0 8px' } as const;

export const recommendedSearchLinksListCss = {
  ...bareList,
  display: 'flex',
  gap: 8,
  flexWrap: 'wrap',
} as const;

export const noResultsBoxCss = { padding: '24px 0' } as const;

export const noResultsHeadingCss = { margin: '0 0 8px' } as const;

export const noResultsTextCss = { margin: '0 0 12px' } as const;

export const marketingCardAsideCss = {
  background: colors.charcoal,
  color: colors.paper,
  padding: 24,
  borderRadius: 8,
  margin: '16px 0',
} as const;

export const flushHeadingCss = { margin: 0 } as const;

export const marketingCardLinkCss = {
  color: colors.paper,
  fontWeight: 700,
  '&:focus-visible': focusRing,
} as const;
