// The cart side panel the shell mounts on content pages (spec 3 §2.3, §4.7, §4.8): closed until an add
// makes the upsell due, then open with the upsell above the cart. The panel learns of adds through the
// cart contract's events (@cle/contracts/cart), wherever on the site they happen.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '@cle/contracts/auth';
import { addToCart } from '@cle/contracts/cart';
import { onEvent } from '@cle/contracts/events';
import { useNewCmsCartFlag, useSiteLabels } from '@cle/contracts/site-parts';
import { toast } from '@cle/contracts/toast';
import { exposeView } from '@cle/ui/remote-root';
import { CartPanel } from '../features/cart/components/cart-panel';
import { ADD_TO_CART_PROBLEM, cartPanelMounts, genericError } from '../features/cart/cart-rules';
import { UpsellOffer } from '../features/upsell/upsell-offer';
import { upsellAddPayload } from '../features/upsell/upsell-rules';
import { useCartUpsell } from '../features/upsell/use-cart-upsell';

export function CartPanelRoot() {
  const auth = useAuth();
  const flag = useNewCmsCartFlag(auth.ready && auth.isAuthenticated);
  const labels = useSiteLabels();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [isAddingToCart, setAddingToCart] = useState(false);
  const [upsellBusy, setUpsellBusy] = useState(false);
  const upsell = useCartUpsell(() => setOpen(true));

  useEffect(() => onEvent('commerce:cart-adding', ({ adding }) => setAddingToCart(adding)), []);

  if (!cartPanelMounts(auth, flag.data)) return null;
  const cartPath = labels.data?.cartUrl || '/cart';

  // closing the panel while the upsell shows counts as declining it
  const close = () => {
    upsell.dismiss();
    setOpen(false);
  };

  async function acceptUpsell() {
    const payload = upsell.offer ? upsellAddPayload(upsell.offer) : null;
    if (!payload) return;
    setUpsellBusy(true);
    try {
      await addToCart(payload);
      upsell.clear();
      setOpen(false);
      navigate(cartPath);
    } catch (error) {
      console.error('[upsell] add failed', error);
      toast.show({ type: 'alert', content: genericError(ADD_TO_CART_PROBLEM) });
    } finally {
      setUpsellBusy(false);
    }
  }

  return (
    <CartPanel open={open} isAddingToCart={isAddingToCart} onClose={close} cartPath={cartPath}>
      {upsell.offer ? (
        <UpsellOffer
          block={upsell.offer}
          busy={upsellBusy || isAddingToCart}
          onAdd={() => void acceptUpsell()}
          onDecline={close}
        />
      ) : null}
    </CartPanel>
  );
}

export default exposeView('mfe-commerce', CartPanelRoot);
