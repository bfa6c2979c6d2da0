// The priced rows of a placed order (spec 3 §3 Order confirmation).
import type { Cart } from '@cle/contracts/commerce-schemas';
import { formatDeduction, formatMoney } from './money';
import {
  ruled,
  totalsListTotalRowCss,
  totalsListRowCss,
  totalsListTotalValueCss,
  totalsListValueCss,
} from './totals-list.styles';

type Figures = Pick<
  Cart,
  'totalWithoutDiscounts' | 'membershipDiscountValue' | 'otherDiscountValue' | 'shippingCost' | 'taxTotal'
>;

/** Subtotal, membership and other discounts, shipping and tax, then the total in bold. */
export function TotalsList({
  figures,
  total,
  totalTestId,
  maxWidth,
}: {
  figures: Figures;
  total: number;
  totalTestId?: string;
  maxWidth?: number;
}) {
  const rows: [string, string][] = [
    ['Subtotal', formatMoney(figures.totalWithoutDiscounts)],
    ['Membership discount', formatDeduction(figures.membershipDiscountValue)],
    ['Other discounts', formatDeduction(figures.otherDiscountValue)],
    ['Shipping', formatMoney(figures.shippingCost)],
    ['Tax', formatMoney(figures.taxTotal)],
  ];
  return (
    <dl css={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: '8px 16px', margin: 0, maxWidth }}>
      {rows.map(([label, value]) => (
        <div key={label} css={totalsListRowCss}>
          <dt>{label}</dt>
          <dd css={totalsListValueCss}>{value}</dd>
        </div>
      ))}
      <div css={totalsListTotalRowCss}>
        <dt css={ruled}>Total</dt>
        <dd data-testid={totalTestId} css={totalsListTotalValueCss}>
          {formatMoney(total)}
        </dd>
      </div>
    </dl>
  );
}
