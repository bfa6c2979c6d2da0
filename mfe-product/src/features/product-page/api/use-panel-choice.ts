// The panel's options and the one chosen (spec 3 §4.3): what the person owns of the page's variant, a
// book's options, the selection (use-variant-selection.ts), and the chosen variant's fresh price and
// state (GET /product/{code}/variants) once the person changed to it.
import { useState } from 'react';
import type { Variation } from '../../../lib/product-payload';
import { useVariantState } from './use-product-variants';
import { useVariantSelection } from '../hooks/use-variant-selection';
import { bookOptions } from '../purchase-rules';
import type { PanelKind } from '../purchase-rules';
import { usePurchaseState } from './use-purchase-state';

/** A book's sts renewal shares its code with the sts: options are told apart by this key. */
export const optionKey = (v: Variation) => (v.bookFormat === 'sts-renewal' ? `${v.code}:renewal` : v.code);

export function usePanelChoice({
  kind,
  listed,
  currentCode,
  registeredPks,
  registeredCode,
}: {
  kind: PanelKind;
  listed: Variation[];
  currentCode: string;
  registeredPks: ReadonlySet<string>;
  registeredCode: string | null;
}) {
  // the variant the person changed to: its price and their state come from GET /product/{code}/variants
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const chosen = useVariantState(changedTo);
  // the page's variant (or the single one) says what the person owns of it
  const page = listed.find((v) => v.code === currentCode) ?? listed[0] ?? null;
  const ownership = usePurchaseState(page);
  const ownedPage = ownership.purchased || ownership.parentPurchased || ownership.registered;
  const variants =
    kind === 'book' ? bookOptions(listed, new Set(page && ownership.purchased ? [page.pk] : [])) : listed;
  const ownedCode = registeredCode ?? (page && ownedPage ? page.code : null);
  const { selection, choose, hardening, state, setMaterialsLoading } = useVariantSelection(
    variants,
    currentCode,
    ownedCode,
  );
  const choice = variants.find((v) => optionKey(v) === selection.code) ?? null;
  const fresh = choice && choice.code === changedTo ? (chosen.data ?? null) : null;
  const checking = Boolean(choice && choice.code === changedTo && chosen.data === undefined && !chosen.error);
  const selected: Variation | null =
    choice && fresh ? { ...choice, price: fresh.price, waitlist: fresh.waitlist } : choice;

  const isOwned = (v: Variation) =>
    registeredPks.has(v.pk) ||
    (v.pk === page?.pk &&
      v.bookFormat !== 'sts-renewal' &&
      (ownership.purchased || ownership.parentPurchased));
  const selectedRegistered = selected
    ? registeredPks.has(selected.pk) || (kind === 'live' && Boolean(fresh?.owned))
    : false;
  // the options' prices wait for ownership only; the chosen one's also for its variants answer
  const listLoading = ownership.loading || hardening;
  return {
    variants,
    selectionKey: selection.code,
    selected,
    isOwned,
    selectedRegistered,
    selectedPurchased: selected ? isOwned(selected) && !selectedRegistered : false,
    listLoading,
    loading: listLoading || checking,
    /** the Materials slot's call is under way (the page's state, shared by the inline panel and its dialog) */
    materialsLoading: state.materialsLoading,
    setMaterialsLoading,
    choose: (v: Variation) => {
      choose(optionKey(v));
      setChangedTo(v.code);
    },
  };
}
