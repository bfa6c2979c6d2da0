// What the panel's primary button does (spec 3 §4.3, §7, §8). An anonymous visitor is sent to sign in
// first (cart, registration and launch calls need a signed-in user) and comes back to this page.
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@cle/contracts/api-client';
import { signIn, useAuth } from '@cle/contracts/auth';
import { addToCart } from '@cle/contracts/cart';
import { createEmitter } from '@cle/contracts/events';
import { toast } from '@cle/contracts/toast';
import { useButtonState } from '@cle/ui/action-button';
import { register, useRefreshOwnership } from '../../../lib/registration-api';
import { recordProductEvent } from '../../../lib/analytics';
import { launchProgram } from '../../../lib/launch';
import { plusContentPath } from '../../../lib/redirect-links';
import { showGenericError } from '../../../lib/product-messages';
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
} from '../purchase-rules';
import type { PrimaryAction } from '../purchase-rules';

export interface ActionTarget {
  code: string;
  pk: string;
  externalSystemKey: string;
  displayName: string;
}

const emit = createEmitter('product');

/** The cart path when the site labels do not give one. */
const DEFAULT_CART_URL = '/cart';
export interface PanelActionOptions {
  /** after a registration succeeds (the live panel shows its Registrations tab) */
  onRegistered?: () => void;
  /**
   * Spec 3 §4.3: a live launch with no upcoming-registration entries falls back to add-to-cart and goes
   * to the cart. undefined: not a live launch (no fallback).
   */
  upcomingRegistrationCount?: number;
}

export function usePanelAction(cartUrl: string = DEFAULT_CART_URL, options: PanelActionOptions = {}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const refreshOwnership = useRefreshOwnership();
  // idle, loading, success for BUTTON_SUCCESS_MS, error (spec 3 §4.2)
  const { state, start, succeed, fail } = useButtonState(BUTTON_SUCCESS_MS);

  async function run(action: PrimaryAction, target: ActionTarget) {
    if (state === 'loading') return;
    if (action === 'registered' || action === 'waitlist') return;
    if (action === 'read-on-plus') {
      // the shell's route signs the reader in and leaves for PLI PLUS on an allowed host
      navigate(plusContentPath(target.code));
      return;
    }
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
        recordProductEvent('add-to-cart', target.code);
        const goTo = added.cartUrl || cartUrl;
        toast.show({
          type: 'confirmation',
          content: cartSuccessMessage(target.displayName),
          action: { label: VIEW_IN_CART, onClick: () => navigate(goTo) },
        });
      } else if (action === 'register') {
        await register(target.externalSystemKey, target.pk);
        recordProductEvent('registration', target.code);
        await refreshOwnership();
        toast.show({ type: 'confirmation', content: SUCCESS.registered });
        options.onRegistered?.();
      } else if (action === 'launch') {
        if (!canLaunch(target.code)) throw new Error('no product code');
        if (options.upcomingRegistrationCount === 0) {
          // nothing to launch yet: into the cart, and on to it
          const added = await addToCart({
            code: target.code,
            quantity: CART_ADD_QUANTITY,
            priorityCode: null,
          });
          emit('product:added-to-cart', { code: target.code, itemCount: added.itemCount });
          recordProductEvent('add-to-cart', target.code);
          navigate(added.cartUrl || cartUrl);
        } else {
          await launchProgram(target.code);
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
      showGenericError(content);
    }
  }

  return { state, run, isAuthenticated: auth.isAuthenticated, authReady: auth.ready };
}
