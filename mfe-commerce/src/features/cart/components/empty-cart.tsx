import { Link } from 'react-router-dom';
import { signIn } from '@cle/contracts/auth';
import { Button } from '@cle/ui/button';
import { mutedTextCss } from '@cle/ui/theme';
import { isSitePath } from '../cart-rules';
import type { CartPageContent } from '../cart-rules';
import {
  emptyCartBoxCss,
  emptyCartHeadingCss,
  emptyCartListCss,
  emptyCartSectionCss,
  flushTextCss,
  linkCss,
} from './empty-cart.styles';

const SIGN_IN_PROMPT = 'Sign in to see the items in your cart, apply a promo code and check out.';

/** The empty cart: the CMS heading, body and links; a sign-in prompt for an anonymous visitor. */
export function EmptyCart({
  content,
  signedIn,
  returnUrl,
}: {
  content: CartPageContent;
  signedIn: boolean;
  returnUrl: string;
}) {
  return (
    <section
      aria-labelledby={content.emptyCartHeading ? 'empty-cart-heading' : undefined}
      aria-label={content.emptyCartHeading ? undefined : 'Empty cart'}
      css={emptyCartSectionCss}
    >
      {content.emptyCartHeading ? (
        <h2 id="empty-cart-heading" css={emptyCartHeadingCss}>
          {content.emptyCartHeading}
        </h2>
      ) : null}
      {content.emptyCartBody ? <p css={mutedTextCss}>{content.emptyCartBody}</p> : null}
      {content.emptyCartLinks.length ? (
        <ul css={emptyCartListCss}>
          {content.emptyCartLinks.map((l) => (
            <li key={`${l.href}|${l.text}`}>
              {isSitePath(l.href) && !l.target ? (
                <Link to={l.href} title={l.title} css={linkCss}>
                  {l.text}
                </Link>
              ) : (
                <a
                  href={l.href}
                  title={l.title}
                  target={l.target}
                  rel={l.target === '_blank' ? 'noopener noreferrer' : undefined}
                  css={linkCss}
                >
                  {l.text}
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {signedIn ? null : (
        <div css={emptyCartBoxCss}>
          <p css={flushTextCss}>{SIGN_IN_PROMPT}</p>
          <Button type="button" onClick={() => signIn(returnUrl)}>
            Sign in
          </Button>
        </div>
      )}
    </section>
  );
}
