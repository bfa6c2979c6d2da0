// The cart page's writes (spec 3 §2.3, §4.7): a line's quantity, a removal with Undo, the promo code
// applied and removed. A change answers with the cart (taken into the cache) or the page refetches;
// a failure says so in a toast.
import { useState } from 'react';
import type { RefObject } from 'react';
import type { KeyedMutator } from 'swr';
import { toast } from '@cle/contracts/toast';
import { addLine, applyPromoCode, deleteLines, removePromoCode, updateLines } from '../../../lib/cart-api';
import type { Cart, CartLine } from '../../../lib/cart-payload';
import { splitResultMessages } from '../../../lib/result-messages';
import {
  ADD_TO_CART_PROBLEM,
  genericError,
  ITEM_REMOVE_FAILED,
  ITEM_REMOVED,
  PROMO_REMOVE_FAILED,
  PROMO_REMOVED,
  UNDO_LABEL,
  UPDATE_CART_PROBLEM,
} from '../cart-rules';
import { splitPromoAnswer } from '../promo-code';

/** A cart change invalidates the cached cart: take the answer when it is a cart, else refetch. */
const refreshWith =
  (mutate: KeyedMutator<Cart>) =>
  async (next: Cart | null): Promise<Cart | undefined> =>
    next ? mutate(next, { revalidate: false }) : mutate();

/** Quantity changes and removals; `busy` holds the codes of the lines with a change under way. */
export function useLineChanges(mutate: KeyedMutator<Cart>, headingRef: RefObject<HTMLElement | null>) {
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const refresh = refreshWith(mutate);
  const markBusy = (code: string, on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });

  async function changeQuantity(line: CartLine, quantity: number) {
    markBusy(line.code, true);
    try {
      await refresh(await updateLines([{ code: line.code, quantity, priorityCode: line.priorityCode }]));
    } catch {
      toast.show({ type: 'alert', content: genericError(UPDATE_CART_PROBLEM) });
    } finally {
      markBusy(line.code, false);
    }
  }

  async function undoRemove(line: CartLine) {
    try {
      await addLine({ code: line.code, quantity: line.quantity, priorityCode: line.priorityCode });
      await mutate();
    } catch {
      toast.show({ type: 'alert', content: genericError(ADD_TO_CART_PROBLEM) });
    }
  }

  async function removeLine(line: CartLine) {
    markBusy(line.code, true);
    try {
      const next = await deleteLines([line.code]);
      // the removed line's focus target is gone: continue from the heading
      headingRef.current?.focus();
      toast.show({
        type: 'confirmation',
        content: ITEM_REMOVED,
        action: { label: UNDO_LABEL, onClick: () => void undoRemove(line) },
      });
      await refresh(next);
    } catch {
      toast.show({ type: 'alert', content: ITEM_REMOVE_FAILED });
    } finally {
      markBusy(line.code, false);
    }
  }

  return { busy, changeQuantity, removeLine };
}

/** The promo code box's apply (answers the store's messages) and remove. */
export function usePromoChanges(mutate: KeyedMutator<Cart>) {
  const refresh = refreshWith(mutate);

  async function applyPromo(code: string) {
    const answer = await applyPromoCode(code);
    if (!answer) {
      await mutate();
      return { successes: [], errors: [] };
    }
    const { outcome, cart: rest } = splitPromoAnswer(answer);
    await mutate(rest, { revalidate: false });
    return splitResultMessages(outcome);
  }

  async function removePromo() {
    try {
      await refresh(await removePromoCode());
      toast.show({ type: 'confirmation', content: PROMO_REMOVED });
    } catch {
      toast.show({ type: 'alert', content: PROMO_REMOVE_FAILED });
    }
  }

  return { applyPromo, removePromo };
}

/** The checkout's promo entry: the code applied to the cart, then the checkout repriced (`refresh`). */
export function useCheckoutPromo(refresh: () => Promise<void>) {
  return async (code: string) => {
    const cart = await applyPromoCode(code);
    await refresh();
    return splitResultMessages(cart?.resultMessages ?? []);
  };
}
