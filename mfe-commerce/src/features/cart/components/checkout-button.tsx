import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@cle/ui/button';
import { colors } from '@cle/ui/theme';

/**
 * Where checkout lives. The spec leaves the route open ("Checkout route path: not shown"); the CMS
 * publishes the CheckoutPage at this friendly URL and the site labels carry no checkout url.
 */
export const CHECKOUT_PATH = '/checkout';

/** The checkout button: present always; disabled with its reason shown when checkout is not possible. */
export function CheckoutButton({ blockedReason }: { blockedReason: string | null }) {
  const navigate = useNavigate();
  const reasonId = useId();
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      <Button
        type="button"
        disabled={Boolean(blockedReason)}
        aria-describedby={blockedReason ? reasonId : undefined}
        onClick={() => navigate(CHECKOUT_PATH)}
        css={{ width: '100%' }}
      >
        Checkout
      </Button>
      {blockedReason ? (
        <p id={reasonId} css={{ margin: 0, fontSize: 14, color: colors.inkSoft }}>
          {blockedReason}
        </p>
      ) : null}
    </div>
  );
}
