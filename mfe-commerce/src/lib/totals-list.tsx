// The priced rows of a cart in checkout and of a placed order (spec 3 §2.4, §3 Order confirmation).
import type { Cart } from '@cle/contracts/commerce-schemas';
import { colors } from '@cle/ui/theme';
import { formatDeduction, formatMoney } from './money';

type Figures = Pick<
  Cart,
  'totalWithoutDiscounts' | 'membershipDiscountValue' | 'otherDiscountValue' | 'shippingCost' | 'taxTotal'
>;

const ruled = { borderTop: `1px solid ${colors.line}`, paddingTop: 8 } as const;

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
        <div key={label} css={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd css={{ margin: 0, textAlign: 'right' }}>{value}</dd>
        </div>
      ))}
      <div css={{ display: 'contents', fontWeight: 700, fontSize: 18 }}>
        <dt css={ruled}>Total</dt>
        <dd data-testid={totalTestId} css={{ margin: 0, textAlign: 'right', ...ruled }}>
          {formatMoney(total)}
        </dd>
      </div>
    </dl>
  );
}
