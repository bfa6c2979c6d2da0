import { colors } from '@cle/ui/theme';
import { amountRow } from './styles';

export const orderSummarySectionCss = {
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  padding: 20,
  display: 'grid',
  gap: 16,
  background: colors.paper,
} as const;

export const orderSummaryHeadingCss = { margin: 0, fontSize: 20 } as const;

export const orderSummaryDetailsCss = { margin: 0, display: 'grid', gap: 8 } as const;

/** The total's row: bold and larger, a rule above it. */
export const orderSummaryTotalRowCss = {
  ...amountRow,
  borderTop: `1px solid ${colors.line}`,
  paddingTop: 10,
  fontWeight: 700,
  fontSize: 18,
} as const;

export const orderSummaryValueCss = { margin: 0, fontVariantNumeric: 'tabular-nums' } as const;

export const orderSummaryTextCss = { margin: 0, color: colors.success, fontWeight: 600 } as const;
