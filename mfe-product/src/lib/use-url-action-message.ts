// Spec 3 §8 fallback strings: after sign-in, the shell replays the action a visitor asked for on a
// product page (register, add to cart, save to My Library) and comes back with a success or error
// marker (shell-host/src/features/auth/auth-rules.ts). The product page shows its message once, as a toast,
// and takes the markers out of the URL. The texts are the one table of @cle/contracts/url-actions:
// registration 'The registration did not go through. Please try again or contact customer service.',
// cart 'The item could not be added to your cart. Please try again.', library 'Error while saving item
// to library' (the spec gives only the last; docs/decisions/037).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@cle/contracts/toast';
import { urlActionMessage, withoutUrlActions } from '@cle/contracts/url-actions';

const URL_ACTION_TOAST_ID = 'product-url-action';

export function useUrlActionMessage(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const message = urlActionMessage(params);
    if (!message) return;
    toast.show({
      id: URL_ACTION_TOAST_ID,
      type: message.kind === 'error' ? 'alert' : 'confirmation',
      content: message.text,
    });
    const rest = withoutUrlActions(params).toString();
    navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);
}
