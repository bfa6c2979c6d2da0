import { Link } from 'react-router-dom';
import { colors, eyebrowCss, focusRing, mq } from '@cle/ui/theme';
import type { CartLine } from '../../../lib/cart-payload';
import { isSitePath, lineNotices } from '../cart-rules';
import { formatDeduction, formatMoney } from '../../../lib/money';
import { removeButtonCss } from '../../../lib/styles';
import { QuantityField } from './quantity-field';

export interface CartLineItemProps {
  line: CartLine;
  phone: string | null;
  busy: boolean;
  now: Date;
  onQuantity(line: CartLine, quantity: number): void;
  onRemove(line: CartLine): void;
}

const linkCss = {
  color: colors.ink,
  textDecoration: 'none',
  '&:hover': { color: colors.red, textDecoration: 'underline' },
  '&:focus-visible': focusRing,
} as const;

export function CartLineItem({ line, phone, busy, now, onQuantity, onRemove }: CartLineItemProps) {
  const notices = lineNotices(line, now);
  const title = line.productVariantUrl ? (
    isSitePath(line.productVariantUrl) ? (
      <Link to={line.productVariantUrl} css={linkCss}>
        {line.displayName}
      </Link>
    ) : (
      <a href={line.productVariantUrl} css={linkCss}>
        {line.displayName}
      </a>
    )
  ) : (
    line.displayName
  );
  return (
    <li
      data-line-code={line.code}
      aria-busy={busy}
      css={{
        borderBottom: `1px solid ${colors.line}`,
        padding: '20px 0',
        display: 'grid',
        gap: 12,
        gridTemplateColumns: '1fr',
        [mq.sm]: { gridTemplateColumns: '1fr auto', alignItems: 'start' },
      }}
    >
      <div css={{ display: 'grid', gap: 6 }}>
        {line.displayType ? <p css={eyebrowCss}>{line.displayType}</p> : null}
        <h3 css={{ margin: 0, fontSize: 18 }}>{title}</h3>
        {line.priorityCode ? (
          <p css={{ margin: 0, fontSize: 14, color: colors.inkSoft }}>Promo code {line.priorityCode}</p>
        ) : null}
        {notices.map((n) => (
          <p key={n} css={{ margin: 0, fontSize: 14, color: colors.warning, fontWeight: 600 }}>
            {n}
          </p>
        ))}
        <div css={{ display: 'flex', gap: 16, alignItems: 'flex-end', flexWrap: 'wrap', marginTop: 4 }}>
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
            css={{ ...removeButtonCss, fontSize: 14, padding: '6px 0' }}
          >
            Remove
          </button>
        </div>
      </div>
      <div css={{ textAlign: 'left', [mq.sm]: { textAlign: 'right' }, display: 'grid', gap: 4 }}>
        <p css={{ margin: 0, fontSize: 18, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(line.extendedPrice)}
        </p>
        {line.otherDiscountValue > 0 ? (
          <p css={{ margin: 0, fontSize: 14, color: colors.success }}>
            Discount {formatDeduction(line.otherDiscountValue)}
          </p>
        ) : null}
      </div>
    </li>
  );
}
