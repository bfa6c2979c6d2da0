// The cart side panel (spec 3 §2.3, §4.7; spec 1 §2): open or closed, 628 px wide from the md
// breakpoint up and the full width on phones; 'My Cart (N)', the lines, the total and the way on to
// the cart and checkout; the upsell (given by the caller) on top. While an add is under way
// (isAddingToCart) the panel says so and its controls wait.
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '@cle/contracts/auth';
import { Button } from '@cle/ui/button';
import { CloseButton } from '@cle/ui/close-button';
import { Dialog } from '@cle/ui/dialog';
import { Skeleton } from '@cle/ui/skeleton';
import { useCart } from '../api/use-cart';
import { cartHeading, cartItemCount, CART_HEADING } from '../cart-rules';
import { CartPanelLines } from './cart-panel-lines';
import {
  actionsCss,
  alertCss,
  bodyCss,
  closeCss,
  dialogCss,
  headerCss,
  headingCss,
  statusCss,
} from './cart-panel.styles';
import { CHECKOUT_PATH } from './checkout-button';

const ADDING_TO_CART = 'Adding to cart…';

export interface CartPanelProps {
  open: boolean;
  isAddingToCart: boolean;
  onClose(): void;
  /** where 'View cart' goes (the cartUrl site label) */
  cartPath: string;
  /** shown above the lines: the upsell when it is offered */
  children?: ReactNode;
}

export function CartPanel({ open, isAddingToCart, onClose, cartPath, children }: CartPanelProps) {
  const auth = useAuth();
  const navigate = useNavigate();
  const { data: cart, error } = useCart(open && auth.isAuthenticated ? (auth.sub ?? 'signed-in') : null);
  const count = cart ? cartItemCount(cart) : null;
  const goTo = (path: string) => {
    onClose();
    navigate(path);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      placement="side"
      aria-labelledby="cart-panel-heading"
      id="cart-panel"
      css={dialogCss}
    >
      <div data-cart-panel="open" aria-busy={isAddingToCart} css={bodyCss}>
        <div css={headerCss}>
          <h2 id="cart-panel-heading" css={headingCss}>
            {count === null ? CART_HEADING : cartHeading(count)}
          </h2>
          <CloseButton aria-label="Close cart" onClick={onClose} css={closeCss} />
        </div>
        {isAddingToCart ? (
          <p role="status" css={statusCss}>
            {ADDING_TO_CART}
          </p>
        ) : null}
        {children}
        {error && !cart ? (
          <p role="alert" css={alertCss}>
            Your cart could not be loaded. <Link to={cartPath}>Open the cart page</Link>
          </p>
        ) : !cart ? (
          <Skeleton rows={4} label="Loading your cart" />
        ) : (
          <CartPanelLines cart={cart} />
        )}
        <div css={actionsCss}>
          <Button type="button" variant="secondary" disabled={isAddingToCart} onClick={() => goTo(cartPath)}>
            View cart
          </Button>
          <Button
            type="button"
            disabled={isAddingToCart || !cart || cart.orderLines.length === 0}
            onClick={() => goTo(CHECKOUT_PATH)}
          >
            Checkout
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
