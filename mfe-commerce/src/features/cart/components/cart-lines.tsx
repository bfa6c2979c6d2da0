// The cart page's lines (spec 3 §2.3): the store's problems with the cart as an alert, then each line
// with its quantity and Remove, or, with no lines, the empty cart.
import type { ReactNode } from 'react';
import { visuallyHidden } from '@cle/ui/theme';
import type { Cart, CartLine } from '../../../lib/cart-payload';
import { splitResultMessages } from '../../../lib/result-messages';
import { orderLinesCss } from '../../../lib/styles';
import { CartLineItem } from './cart-line-item';
import { problemCss, problemsCss } from './cart-lines.styles';

export function CartLines({
  cart,
  phone,
  busy,
  now,
  onQuantity,
  onRemove,
  empty,
}: {
  cart: Cart;
  phone: string | null;
  /** codes of the lines with a change under way */
  busy: ReadonlySet<string>;
  now: Date;
  onQuantity(line: CartLine, quantity: number): void;
  onRemove(line: CartLine): void;
  /** what shows when the cart has no lines */
  empty: ReactNode;
}) {
  const cartProblems = cart.hasErrors ? splitResultMessages(cart.resultMessages).errors : [];
  return (
    <section aria-labelledby="cart-lines-heading">
      <h2 id="cart-lines-heading" css={visuallyHidden}>
        Items in your cart
      </h2>
      {cartProblems.length ? (
        <ul role="alert" css={problemsCss}>
          {cartProblems.map((p) => (
            <li key={p} css={problemCss}>
              {p}
            </li>
          ))}
        </ul>
      ) : null}
      {cart.orderLines.length ? (
        <ul css={orderLinesCss}>
          {cart.orderLines.map((line) => (
            <CartLineItem
              key={line.code}
              line={line}
              phone={phone}
              busy={busy.has(line.code)}
              now={now}
              onQuantity={onQuantity}
              onRemove={onRemove}
            />
          ))}
        </ul>
      ) : (
        empty
      )}
    </section>
  );
}
