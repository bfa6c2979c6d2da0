// The panel's selection (spec 3 §4.3): the page's own variant is selected hard; otherwise a single
// on-demand variant is auto-selected, and once ownership is known a purchased (or registered) variant
// is soft-selected and, after DELAYED_HARD_SELECTION_MS of loading, hard-selected (locked). The person's
// own choice is always hard at once. The state lives in the panel's one state object
// (program-detail-state.ts).
import { useEffect, useReducer } from 'react';
import { initialProgramDetailState, programDetailReducer } from '../program-detail-state';
import { DELAYED_HARD_SELECTION_MS } from '../purchase-rules';
import { initialSelection } from '../variants';
import type { Selection, VariantLike } from '../variants';

export function useVariantSelection(
  variants: readonly VariantLike[],
  currentCode: string,
  /** the variant the person owns, once known (null: none, or not known yet) */
  ownedCode: string | null,
) {
  const [state, dispatch] = useReducer(programDetailReducer, null, () =>
    initialProgramDetailState(
      variants.some((v) => v.code === currentCode)
        ? { code: currentCode, hard: true }
        : initialSelection(variants),
    ),
  );

  useEffect(() => {
    if (!ownedCode || state.hardSelected) return;
    dispatch({ type: 'delayed-hard-selection-started', key: ownedCode });
    const timer = setTimeout(
      () => dispatch({ type: 'delayed-hard-selection-done', key: ownedCode }),
      DELAYED_HARD_SELECTION_MS,
    );
    return () => clearTimeout(timer);
  }, [ownedCode, state.hardSelected]);

  const choose = (code: string) => dispatch({ type: 'select', key: code, hard: true });
  const selection: Selection = { code: state.selectedVariant, hard: state.hardSelected };

  return { selection, choose, hardening: state.loading, state, dispatch };
}
