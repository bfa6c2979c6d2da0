// The panel's selection (spec 3 §4.3): the page's own variant is selected hard; otherwise a single
// on-demand variant is auto-selected, and once ownership is known a purchased (or registered) variant
// is soft-selected and, after DELAYED_HARD_SELECTION_MS of loading, hard-selected (locked). The person's
// own choice is always hard at once.
import { useEffect, useState } from 'react';
import { DELAYED_HARD_SELECTION_MS } from './purchase-rules';
import { initialSelection, select, type Selection, type VariantLike } from './variants';

export function useVariantSelection(
  variants: readonly VariantLike[],
  currentCode: string,
  /** the variant the person owns, once known (null: none, or not known yet) */
  ownedCode: string | null,
) {
  const [selection, setSelection] = useState<Selection>(() =>
    variants.some((v) => v.code === currentCode)
      ? { code: currentCode, hard: true }
      : initialSelection(variants),
  );
  const [hardening, setHardening] = useState(false);

  useEffect(() => {
    if (!ownedCode || selection.hard) return;
    setSelection((s) => select(s, ownedCode, false));
    setHardening(true);
    const timer = setTimeout(() => {
      setSelection((s) => (s.hard ? s : select(s, ownedCode, true)));
      setHardening(false);
    }, DELAYED_HARD_SELECTION_MS);
    return () => clearTimeout(timer);
  }, [ownedCode, selection.hard]);

  const choose = (code: string) => {
    setSelection((s) => select(s, code, true));
    setHardening(false);
  };

  return { selection, choose, hardening };
}
