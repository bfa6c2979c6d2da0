// The overlay's combobox (spec 1 §2): the typed text, its suggestions (fetched as the person types),
// the active option, the inline autocompletion and the keys that move through them. The input keeps
// focus throughout; the listbox follows through aria-activedescendant.
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { FacetGroup } from '@cle/contracts/schemas';
import { isSelected } from '../overlay-rules';
import type { OverlayFilters } from '../overlay-rules';
import { completionFor, nextActive, visibleSuggestions } from '../suggestion-rules';
import type { ShownSuggestion } from '../suggestion-rules';
import { useSuggestions } from './use-suggestions';

export type OverlaySearch = ReturnType<typeof useOverlaySearch>;

/** The suggestions for the text (asked while open), less the values already chosen and those no result has. */
function useShownSuggestions(open: boolean, text: string, filters: OverlayFilters, groups: FacetGroup[]) {
  const { suggestions, settled } = useSuggestions(open ? text : '');
  const shown = visibleSuggestions(suggestions, text, {
    isChecked: (g, v) => isSelected(filters, g, v),
    isDisabled: (g, v) =>
      groups.find((x) => x.groupTypeId === g)?.facets.find((f) => f.value === v)?.disabled ?? false,
  });
  return { shown, settled };
}

export function useOverlaySearch({
  open,
  filters,
  groups,
  touch,
  onChoose,
}: {
  open: boolean;
  filters: OverlayFilters;
  /** the facet groups (their disabled values cannot be suggested) */
  groups: FacetGroup[];
  /** a touch screen: Tab does not accept the completion ('Tap to fill' does) */
  touch: boolean;
  onChoose: (suggestion: ShownSuggestion) => void;
}) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(true);
  const inputRef = useRef<HTMLInputElement>(null);
  const { shown, settled } = useShownSuggestions(open, text, filters, groups);
  const expanded = listOpen && shown.length > 0;
  const activeOption = expanded && active >= 0 && active < shown.length ? active : -1;
  const completion = completionFor(shown, text, activeOption);

  useEffect(() => setActive(-1), [text]);
  // each opening starts a new search: typing never lands after the last one's text
  useEffect(() => {
    if (!open) return;
    setText('');
    setListOpen(true);
  }, [open]);

  const focusInput = () => inputRef.current?.focus();
  const accept = () => {
    if (!completion) return;
    setText(completion.suggestion.suggestion);
    focusInput();
  };
  const choose = (i: number) => {
    const s = shown[i];
    if (!s) return;
    onChoose(s);
    setText('');
    focusInput();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Tab' && !e.shiftKey && completion && !touch) {
      e.preventDefault();
      accept();
    } else if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && shown.length) {
      e.preventDefault();
      setListOpen(true);
      const key = e.key;
      setActive((a) => nextActive(key, a, shown.length));
    } else if (e.key === 'Enter' && activeOption >= 0) {
      e.preventDefault();
      choose(activeOption);
    }
  };
  const type = (value: string) => {
    setText(value);
    setListOpen(true);
  };
  const clear = () => {
    setText('');
    focusInput();
  };
  return {
    text,
    inputRef,
    shown,
    settled,
    expanded,
    activeOption,
    completion,
    type,
    clear,
    accept,
    choose,
    onKeyDown,
  };
}
