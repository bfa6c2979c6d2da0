import { colors } from '@cle/ui/theme';

export const checkoutSummarySectionCss = {
  border: `1px solid ${colors.line}`,
  borderRadius: 6,
  padding: 20,
  background: colors.paper,
} as const;

export const checkoutSummaryHeadingCss = { fontSize: 20, margin: '0 0 12px' } as const;

export const checkoutSummaryTextCss = { color: colors.success, margin: '12px 0 0' } as const;

export const checkoutSummaryBoxCss = { marginTop: 16 } as const;
