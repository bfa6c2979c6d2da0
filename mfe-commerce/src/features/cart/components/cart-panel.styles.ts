import { CART_PANEL_WIDTH } from '@cle/contracts/commerce-schemas';
import { colors, mq } from '@cle/ui/theme';
import { amountRow } from '../../../lib/styles';

export const dialogCss = { width: '100%', [mq.md]: { width: CART_PANEL_WIDTH } } as const;
export const bodyCss = { display: 'grid', gap: 20, padding: 20, [mq.md]: { padding: 24 } } as const;
export const headerCss = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
} as const;
export const headingCss = { margin: 0, fontSize: 24 } as const;
export const closeCss = { padding: 8 } as const;
export const statusCss = { margin: 0, color: colors.inkSoft } as const;
export const alertCss = { margin: 0 } as const;
export const actionsCss = { display: 'grid', gap: 12, [mq.sm]: { gridTemplateColumns: '1fr 1fr' } } as const;
export const lineCss = { ...amountRow, padding: '12px 0', borderBottom: `1px solid ${colors.line}` } as const;
export const quantityCss = { display: 'block', fontSize: 14, color: colors.inkSoft } as const;
export const amountCss = { fontWeight: 700, fontVariantNumeric: 'tabular-nums' } as const;
export const totalCss = {
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  fontWeight: 700,
} as const;
export const totalAmountCss = { fontVariantNumeric: 'tabular-nums' } as const;
export const savingsCss = { margin: 0, color: colors.success, fontWeight: 600 } as const;
