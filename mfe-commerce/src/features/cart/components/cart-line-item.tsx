import { Link } from 'react-router-dom';
import { eyebrowCss, titleLinkCss } from '@cle/ui/theme';
import type { CartLine } from '../../../lib/cart-payload';
import { isSitePath, lineNotices } from '../cart-rules';
import { formatDeduction, formatMoney } from '../../../lib/money';
import { QuantityField } from './quantity-field';
import {
  cartLineItemPricesCss,
  cartLineItemBoxCss,
  cartLineItemButtonCss,
  cartLineItemCss,
  cartLineItemDiscountTextCss,
  cartLineItemExtendedPriceTextCss,
  cartLineItemHeadingCss,
  cartLineItemNoticeCss,
  cartLineItemQuantityFieldBoxCss,
  cartLineItemTextCss,
} from './cart-line-item.styles';

export interface CartLineItemProps {
  line: CartLine;
  phone: string | null;
  busy: boolean;
  now: Date;
  onQuantity(line: CartLine, quantity: number): void;
  onRemove(line: CartLine): void;
}

export function CartLineItem({ line, phone, busy, now, onQuantity, onRemove }: CartLineItemProps) {
  const notices = lineNotices(line, now);
  const title = line.productVariantUrl ? (
    isSitePath(line.productVariantUrl) ? (
      <Link to={line.productVariantUrl} css={titleLinkCss}>
        {line.displayName}
      </Link>
    ) : (
      <a href={line.productVariantUrl} css={titleLinkCss}>
        {line.displayName}
      </a>
    )
  ) : (
    line.displayName
  );
  return (
    <li data-line-code={line.code} aria-busy={busy} css={cartLineItemCss}>
      <div css={cartLineItemBoxCss}>
        {line.displayType ? <p css={eyebrowCss}>{line.displayType}</p> : null}
        <h3 css={cartLineItemHeadingCss}>{title}</h3>
        {line.priorityCode ? <p css={cartLineItemTextCss}>Promo code {line.priorityCode}</p> : null}
        {notices.map((n) => (
          <p key={n} css={cartLineItemNoticeCss}>
            {n}
          </p>
        ))}
        <div css={cartLineItemQuantityFieldBoxCss}>
          <QuantityField
            key={`${line.code}:${line.quantity}`}
            line={line}
            phone={phone}
            busy={busy}
            onApply={(q) => onQuantity(line, q)}
          />
          <button
            type="button"
            disabled={busy}
            onClick={() => onRemove(line)}
            aria-label={`Remove ${line.displayName}`}
            css={cartLineItemButtonCss}
          >
            Remove
          </button>
        </div>
      </div>
      <div css={cartLineItemPricesCss}>
        <p css={cartLineItemExtendedPriceTextCss}>{formatMoney(line.extendedPrice)}</p>
        {line.otherDiscountValue > 0 ? (
          <p css={cartLineItemDiscountTextCss}>Discount {formatDeduction(line.otherDiscountValue)}</p>
        ) : null}
      </div>
    </li>
  );
}
