import { Link } from 'react-router-dom';
import { signIn } from '@cle/contracts/auth';
import { Button } from '@cle/ui/button';
import { colors, focusRing } from '@cle/ui/theme';
import { isSitePath } from '../cart-rules';
import type { CartPageContent } from '../cart-rules';

const SIGN_IN_PROMPT = 'Sign in to see the items in your cart, apply a promo code and check out.';

const linkCss = {
  color: colors.red,
  fontWeight: 600,
  '&:focus-visible': focusRing,
} as const;

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
      css={{ padding: '24px 0', display: 'grid', gap: 12 }}
    >
      {content.emptyCartHeading ? (
        <h2 id="empty-cart-heading" css={{ margin: 0, fontSize: 24 }}>
          {content.emptyCartHeading}
        </h2>
      ) : null}
      {content.emptyCartBody ? (
        <p css={{ margin: 0, color: colors.inkSoft, lineHeight: 1.5 }}>{content.emptyCartBody}</p>
      ) : null}
      {content.emptyCartLinks.length ? (
        <ul css={{ margin: 0, padding: 0, listStyle: 'none', display: 'flex', gap: 20, flexWrap: 'wrap' }}>
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
        <div
          css={{
            marginTop: 12,
            padding: 20,
            background: colors.mist,
            borderRadius: 8,
            display: 'grid',
            gap: 12,
            justifyItems: 'start',
          }}
        >
          <p css={{ margin: 0 }}>{SIGN_IN_PROMPT}</p>
          <Button type="button" onClick={() => signIn(returnUrl)}>
            Sign in
          </Button>
        </div>
      )}
    </section>
  );
}
