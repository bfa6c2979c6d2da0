// The header's cart button on its own: the count it shows and where it goes (spec 1 §2).
import { Link } from 'react-router-dom';
import { useAuth } from '@cle/contracts/auth';
import { useCartCount } from '@cle/contracts/cart';
import { colors, focusRing } from '@cle/ui/theme';
import { cartUrl, useNewCmsCartFlag } from '../../../api/use-site-parts';

/** The accessible name of the cart button: the count with 'item' or 'items'. */
function cartButtonLabel(count: number): string {
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

export function CartButton({ labels }: { labels: Record<string, string> | undefined }) {
  const auth = useAuth();
  const { data: newCmsCart } = useNewCmsCartFlag(auth.isAuthenticated);
  const count = useCartCount();
  return (
    <Link
      to={cartUrl(labels, newCmsCart)}
      aria-label={cartButtonLabel(count)}
      css={{ color: 'inherit', textDecoration: 'none', fontWeight: 600, '&:focus-visible': focusRing }}
    >
      Cart{' '}
      <span
        css={{
          background: colors.red,
          color: colors.paper,
          borderRadius: 12,
          padding: '2px 8px',
          fontSize: 13,
        }}
      >
        {count}
      </span>
    </Link>
  );
}
