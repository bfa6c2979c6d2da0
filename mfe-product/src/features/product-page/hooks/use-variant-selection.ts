// The panel's selection (spec 3 §4.3): the page's own variant is selected hard; otherwise a single
// on-demand variant is auto-selected, and once ownership is known a purchased (or registered) variant
// is soft-selected and, after DELAYED_HARD_SELECTION_MS of loading, hard-selected (locked). The person's
// own choice is always hard at once. The state lives in the program page's one state object
// (program-detail-context.ts), so the inline panel and its dialog show the same selection.
import { useCallback, useEffect } from 'react';
import { useProgramDetail } from '../program-detail-context';
import { initialProgramDetailState } from '../program-detail-state';
import { DELAYED_HARD_SELECTION_MS } from '../purchase-rules';
import { initialSelection } from '../variants';
import type { Selection, VariantLike } from '../variants';

/** The page's own variant, hard; else the single on-demand one or a purchased one (variants.ts). */
export function initialPanelSelection(variants: readonly VariantLike[], currentCode: string): Selection {
  return variants.some((v) => v.code === currentCode)
    ? { code: currentCode, hard: true }
    : initialSelection(variants);
}

export function useVariantSelection(
  variants: readonly VariantLike[],
  currentCode: string,
  /** the variant the person owns, once known (null: none, or not known yet) */
  ownedCode: string | null,
) {
  const [state, dispatch] = useProgramDetail(() =>
    initialProgramDetailState(initialPanelSelection(variants, currentCode)),
  );

  useEffect(() => {
    if (!ownedCode || state.hardSelected) return;
    dispatch({ type: 'delayed-hard-selection-started', key: ownedCode });
    const timer = setTimeout(
      () => dispatch({ type: 'delayed-hard-selection-done', key: ownedCode }),
      DELAYED_HARD_SELECTION_MS,
    );
    return () => clearTimeout(timer);
  }, [dispatch, ownedCode, state.hardSelected]);

  const choose = (code: string) => dispatch({ type: 'select', key: code, hard: true });
  const selection: Selection = { code: state.selectedVariant, hard: state.hardSelected };
  // stable: the Materials slot reports its call through it from an effect
  const setMaterialsLoading = useCallback(
    (loading: boolean) => dispatch({ type: 'materials-loading', loading }),
    [dispatch],
  );

  return { selection, choose, hardening: state.loading, state, dispatch, setMaterialsLoading };
}
