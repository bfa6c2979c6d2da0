import { colors, itemRowCss, mq } from '@cle/ui/theme';
import { removeButtonCss } from '../../../lib/styles';

export const cartLineItemCss = {
  ...itemRowCss,
  gap: 12,
  gridTemplateColumns: '1fr',
  [mq.sm]: { gridTemplateColumns: '1fr auto', alignItems: 'start' },
} as const;

export const cartLineItemBoxCss = { display: 'grid', gap: 6 } as const;

export const cartLineItemHeadingCss = { margin: 0, fontSize: 18 } as const;

export const cartLineItemTextCss = { margin: 0, fontSize: 14, color: colors.inkSoft } as const;

export const cartLineItemNoticeCss = {
  margin: 0,
  fontSize: 14,
  color: colors.warning,
  fontWeight: 600,
} as const;

export const cartLineItemQuantityFieldBoxCss = {
  display: 'flex',
  gap: 16,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  marginTop: 4,
} as const;

export const cartLineItemButtonCss = { ...removeButtonCss, fontSize: 14, padding: '6px 0' } as const;

export const cartLineItemPricesCss = {
  textAlign: 'left',
  [mq.sm]: { textAlign: 'right' },
  display: 'grid',
  gap: 4,
} as const;

export const cartLineItemExtendedPriceTextCss = {
  margin: 0,
  fontSize: 18,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
} as const;

export const cartLineItemDiscountTextCss = { margin: 0, fontSize: 14, color: colors.success } as const;
