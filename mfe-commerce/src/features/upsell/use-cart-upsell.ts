// After an item is added anywhere on the site (the `commerce:item-added` event of the cart contract),
// decide whether the cart upsell shows (spec 3 §4.8): membership flags from the auth claims (or the
// contract-status lookup while they are not loaded), the cart lines after the add, the CMS block and
// the frequency rule.
import { useEffect, useRef, useState } from 'react';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import type { AuthState } from '@cle/contracts/auth';
import { onEvent } from '@cle/contracts/events';
import { CartUpsellSchema } from '@cle/contracts/schemas';
import type { CartUpsell } from '@cle/contracts/schemas';
import { SITE_PARTS_PATH } from '@cle/contracts/site-parts';
import { fetchCart } from '../../lib/cart-api';
import { browserDismissalStores, recordDismissal, shouldShowUpsell } from './upsell-rules';

/** GET /site-parts?names=cartUpsell: the CMS upsell block, or null when none is published. */
async function fetchUpsellBlock(): Promise<CartUpsell | null> {
  const parts = await apiRequest<{ cartUpsell?: unknown }>(SITE_PARTS_PATH, {
    query: { names: 'cartUpsell' },
  });
  if (parts.cartUpsell == null) return null;
  const parsed = CartUpsellSchema.safeParse(parts.cartUpsell);
  if (!parsed.success) {
    console.warn('[upsell] the cartUpsell block does not have the expected shape', parsed.error);
    return null;
  }
  return parsed.data;
}

/** IM and PM never get the upsell (S1-AUTH-35): the claims when loaded, else GET /user/contract/statuses. */
async function membership(auth: AuthState): Promise<{ isIm: boolean; isPm: boolean }> {
  if (auth.claimFetched) return { isIm: auth.isIm, isPm: auth.isPm };
  const statuses = await apiRequest<{ isIM?: boolean; isPM?: boolean }>('/user/contract/statuses');
  return { isIm: statuses.isIM === true, isPm: statuses.isPM === true };
}

export interface CartUpsellState {
  /** the block to offer, or null when the upsell is not showing */
  offer: CartUpsell | null;
  /** 'No, thanks' or closing the panel: remembered per the frequency rule */
  dismiss(): void;
  /** after its own add, the offer is done (nothing to remember) */
  clear(): void;
}

/** Calls `onShow` when an add makes the upsell due; the panel opens then. */
export function useCartUpsell(onShow: () => void): CartUpsellState {
  const auth = useAuth();
  const [offer, setOffer] = useState<CartUpsell | null>(null);
  const latest = useRef({ auth, onShow });
  useEffect(() => {
    latest.current = { auth, onShow };
  });

  useEffect(
    () =>
      onEvent('commerce:item-added', () => {
        void (async () => {
          try {
            const block = await fetchUpsellBlock();
            if (!block) return;
            const [{ isIm, isPm }, cart] = await Promise.all([membership(latest.current.auth), fetchCart()]);
            const show = shouldShowUpsell({
              isIm,
              isPm,
              lines: cart.orderLines,
              block,
              stores: browserDismissalStores(),
            });
            if (show) {
              setOffer(block);
              latest.current.onShow();
            }
          } catch (error) {
            // the upsell is an extra: a failure here never disturbs the add itself
            console.warn('[upsell] not offered', error);
          }
        })();
      }),
    [],
  );

  return {
    offer,
    dismiss() {
      if (offer) recordDismissal(offer, browserDismissalStores());
      setOffer(null);
    },
    clear() {
      setOffer(null);
    },
  };
}
