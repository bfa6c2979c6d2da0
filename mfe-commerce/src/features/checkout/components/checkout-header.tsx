// The checkout's own header: the logo home, the heading and the way back to the cart.
import { Link } from 'react-router-dom';
import { colors, logoLinkCss } from '@cle/ui/theme';
import { BACK_TO_CART, CHECKOUT_HEADING } from '../checkout-rules';

const headerCss = {
  display: 'flex',
  alignItems: 'center',
  gap: 24,
  flexWrap: 'wrap',
  marginBottom: 20,
} as const;
const headingCss = { fontSize: 32, margin: 0, flex: 1 } as const;
const backCss = { color: colors.red, fontWeight: 600 } as const;

export function CheckoutHeader({ backToCartUrl }: { backToCartUrl: string }) {
  return (
    <header css={headerCss}>
      <Link to="/" aria-label="PLI, go to the home page" css={logoLinkCss}>
        PLI
      </Link>
      <h1 css={headingCss}>{CHECKOUT_HEADING}</h1>
      <Link to={backToCartUrl} css={backCss}>
        {BACK_TO_CART}
      </Link>
    </header>
  );
}
