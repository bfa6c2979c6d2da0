// What the panel's primary button does (spec 3 §4.3, §7, §8). An anonymous visitor is sent to sign in
// first (cart, registration and launch calls need a signed-in user) and comes back to this page.
import { useNavigate } from 'react-router-dom';
import { ApiError, apiRequest } from '@cle/contracts/api-client';
import { signIn, useAuth } from '@cle/contracts/auth';
import { addToCart } from '@cle/contracts/cart';
import { createEmitter } from '@cle/contracts/events';
import { toast } from '@cle/contracts/toast';
import { useButtonState } from '@cle/ui/action-button';
import {
  BUTTON_SUCCESS_MS,
  canAddToCart,
  canLaunch,
  CART_ADD_QUANTITY,
  cartSuccessMessage,
  genericError,
  launchError,
  PROBLEM,
  SUCCESS,
  VIEW_IN_CART,
  type PrimaryAction,
} from './purchase-rules';

export interface ActionTarget {
  code: string;
  pk: string;
  externalSystemKey: string;
  displayName: string;
}

const emit = createEmitter('product');

/** The cart path when the site labels do not give one. */
export const DEFAULT_CART_URL = '/cart';
/** The launching window (spec 3 §2.2). */
export const LAUNCHING_PATH = '/launching';

export function usePanelAction(cartUrl: string = DEFAULT_CART_URL) {
  const auth = useAuth();
  const navigate = useNavigate();
  // idle, loading, success for BUTTON_SUCCESS_MS, error (spec 3 §4.2)
  const { state, start, succeed, fail } = useButtonState(BUTTON_SUCCESS_MS);

  async function run(action: PrimaryAction, target: ActionTarget) {
    if (state === 'loading') return;
    if (action === 'registered' || action === 'waitlist' || action === 'read-on-plus') return;
    if (!auth.isAuthenticated) {
      // Back to this page after signing in, where the shell replays the action (spec 1 §4).
      const { pathname, search, hash } = window.location;
      const type = action === 'add-to-cart' ? 'add-to-cart' : action === 'register' ? 'register' : 'launch';
      signIn(`${pathname}${search}${hash}`, {
        pendingAction: { type, code: target.code, programPk: target.pk, title: target.displayName },
      });
      return;
    }
    start();
    try {
      if (action === 'add-to-cart') {
        if (!canAddToCart(target.code)) throw new Error('no product code');
        // the cart contract announces the add (header count, cart panel, upsell) as commerce
        const added = await addToCart({ code: target.code, quantity: CART_ADD_QUANTITY, priorityCode: null });
        emit('product:added-to-cart', { code: target.code, itemCount: added.itemCount });
        const goTo = added.cartUrl || cartUrl;
        toast.show({
          type: 'confirmation',
          content: cartSuccessMessage(target.displayName),
          action: { label: VIEW_IN_CART, onClick: () => navigate(goTo) },
        });
      } else if (action === 'register') {
        await apiRequest('/registration', {
          method: 'POST',
          body: { itemSk: target.externalSystemKey, itemPk: target.pk },
        });
        toast.show({ type: 'confirmation', content: SUCCESS.registered });
      } else if (action === 'launch') {
        if (!canLaunch(target.code)) throw new Error('no product code');
        const win = window.open(LAUNCHING_PATH, '_blank');
        try {
          const res = await apiRequest<{ launchUrl?: string }>(`/launch/${encodeURIComponent(target.code)}`, {
            method: 'POST',
            body: { sourcecode: '', keycode: '' },
          });
          if (!res?.launchUrl) throw new ApiError('no launchUrl', 'invalid-payload', 200);
          if (win) win.location.href = res.launchUrl;
        } catch (err) {
          win?.close();
          throw err;
        }
      }
      succeed();
    } catch (err) {
      fail();
      const status = err instanceof ApiError ? err.status || err.kind : 'unknown';
      const content =
        action === 'launch'
          ? launchError(status)
          : genericError(action === 'register' ? PROBLEM.register : PROBLEM.cart);
      toast.show({ type: 'alert', content });
    }
  }

  return { state, run, isAuthenticated: auth.isAuthenticated, authReady: auth.ready };
}
