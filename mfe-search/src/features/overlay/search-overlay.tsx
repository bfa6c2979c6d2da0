// The full-screen search dialog opened from the header (spec 1 §2): an ARIA combobox with a listbox of
// suggestions and an inline autocompletion (Tab, or 'Tap to fill' on touch), a filter panel with
// modal flows, and Enter / Search to the results page. A modal Dialog: focus stays inside, Escape
// closes, focus returns to the header's button. Closing clears the filters after 500 ms.
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@cle/ui/button';
import { CloseButton } from '@cle/ui/close-button';
import { Dialog } from '@cle/ui/dialog';
import { colors, focusRing, linkButtonCss, mq, visuallyHidden } from '@cle/ui/theme';
import { MEDIUM_UP, TOUCH, useMediaQuery } from '../../lib/use-media-query';
import { completionFor, visibleSuggestions } from './suggestion-rules';
import { SuggestionList } from './suggestion-list';
import { useSuggestions } from './use-suggestions';
import { useOverlayFacets } from './use-overlay-facets';
import { FilterModal } from './filter-modal';
import { OverlayFilterPanel } from './overlay-filter-panel';
import {
  CLOSE_CLEAR_DELAY_MS,
  emptyFilters,
  filtersReducer,
  GROUP_TITLES,
  hintFor,
  isSelected,
  OVERLAY_LABEL,
  placeholderFor,
  resultsUrl,
} from './overlay-rules';
import type { OverlayGroup } from './overlay-rules';

export interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
}

const MODAL_TITLE: Record<OverlayGroup, string> = {
  jurisdictions: 'Add jurisdictions',
  creditType: 'All credit types',
  practiceArea: 'Add practice areas',
  format: GROUP_TITLES.format,
};

export function SearchOverlay({ open, onClose }: SearchOverlayProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [filters, dispatch] = useReducer(filtersReducer, undefined, emptyFilters);
  const [active, setActive] = useState(-1);
  const [listOpen, setListOpen] = useState(true);
  const [modal, setModal] = useState<{ group: OverlayGroup; opener: HTMLElement } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const mediumUp = useMediaQuery(MEDIUM_UP);
  const touch = useMediaQuery(TOUCH);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), list: useId(), hint: useId(), title: useId() };

  const groups = useOverlayFacets(open, filters);
  const { suggestions, settled } = useSuggestions(open ? text : '');
  const shown = visibleSuggestions(suggestions, text, {
    isChecked: (g, v) => isSelected(filters, g, v),
    isDisabled: (g, v) =>
      groups.find((x) => x.groupTypeId === g)?.facets.find((f) => f.value === v)?.disabled ?? false,
  });
  const expanded = listOpen && shown.length > 0;
  const activeOption = expanded && active >= 0 && active < shown.length ? active : -1;
  const completion = completionFor(shown, text, activeOption);

  // closing clears the filters after 500 ms (reopening in time keeps them)
  useEffect(() => {
    if (open) return;
    const t = setTimeout(() => dispatch({ type: 'clear' }), CLOSE_CLEAR_DELAY_MS);
    return () => clearTimeout(t);
  }, [open]);

  useEffect(() => setActive(-1), [text]);

  // each opening starts a new search: typing never lands after the last one's text
  useEffect(() => {
    if (!open) return;
    setText('');
    setListOpen(true);
  }, [open]);

  if (!open) return null;

  const submit = () => {
    navigate(resultsUrl(text, filters));
    onClose();
  };
  const accept = () => {
    if (!completion) return;
    setText(completion.suggestion.suggestion);
    inputRef.current?.focus();
  };
  const choose = (i: number) => {
    const s = shown[i];
    if (!s) return;
    dispatch({
      type: 'toggle',
      group: s.filterGroup as OverlayGroup,
      value: s.filterValue,
      name: s.suggestion,
    });
    setAnnouncement(`${s.suggestion} added to ${GROUP_TITLES[s.filterGroup as OverlayGroup] ?? 'filters'}`);
    setText('');
    inputRef.current?.focus();
  };
  const onInputKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Tab' && !e.shiftKey && completion && !touch) {
      e.preventDefault();
      accept();
    } else if (e.key === 'ArrowDown' && shown.length) {
      e.preventDefault();
      setListOpen(true);
      setActive((a) => (a + 1) % shown.length);
    } else if (e.key === 'ArrowUp' && shown.length) {
      e.preventDefault();
      setListOpen(true);
      setActive((a) => (a <= 0 ? shown.length - 1 : a - 1));
    } else if (e.key === 'Enter' && activeOption >= 0) {
      e.preventDefault();
      choose(activeOption);
    }
  };
  const toggle = (group: OverlayGroup, value: string, name: string) =>
    dispatch({ type: 'toggle', group, value, name });
  const closeModal = () => {
    const opener = modal?.opener;
    setModal(null);
    requestAnimationFrame(() => opener?.focus());
  };

  return (
    // the Dialog keeps focus inside, closes on Escape, locks page scrolling and returns focus
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={ids.title}
      initialFocus={inputRef}
      css={{ padding: '24px 16px', [mq.md]: { padding: '48px 64px' } }}
    >
      <h2 id={ids.title} css={visuallyHidden}>
        Search
      </h2>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        css={{
          display: 'flex',
          gap: 8,
          maxWidth: 1000,
          margin: '0 auto',
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <div css={{ position: 'relative', flex: '1 1 240px', background: colors.paper }}>
          <label htmlFor={ids.input} css={visuallyHidden}>
            {OVERLAY_LABEL}
          </label>
          {/* the autocompletion, drawn behind the input: the typed text (invisible) then the rest */}
          <div
            aria-hidden="true"
            css={{
              position: 'absolute',
              inset: 0,
              padding: '12px 16px',
              border: '2px solid transparent',
              fontSize: 22,
              whiteSpace: 'pre',
              overflow: 'hidden',
              color: colors.inkSoft,
              pointerEvents: 'none',
            }}
          >
            <span css={{ visibility: 'hidden' }}>{text}</span>
            {completion?.rest}
          </div>
          <input
            ref={inputRef}
            id={ids.input}
            type="text"
            role="combobox"
            aria-autocomplete="both"
            aria-expanded={expanded}
            aria-controls={ids.list}
            aria-activedescendant={activeOption >= 0 ? `${ids.list}-${activeOption}` : undefined}
            aria-describedby={completion ? ids.hint : undefined}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setListOpen(true);
            }}
            onKeyDown={onInputKeyDown}
            placeholder={placeholderFor(mediumUp)}
            autoComplete="off"
            spellCheck={false}
            css={{
              position: 'relative',
              width: '100%',
              boxSizing: 'border-box',
              font: 'inherit',
              fontSize: 22,
              padding: '12px 16px',
              border: `2px solid ${colors.ink}`,
              borderRadius: 4,
              background: 'transparent',
              '&::placeholder': { color: colors.inkSoft },
              '&:focus-visible': focusRing,
            }}
          />
        </div>
        {completion ? (
          touch ? (
            <button
              id={ids.hint}
              type="button"
              onClick={accept}
              css={{
                font: 'inherit',
                fontSize: 14,
                padding: '6px 10px',
                border: `1px solid ${colors.inkSoft}`,
                borderRadius: 4,
                background: colors.mist,
                cursor: 'pointer',
                '&:focus-visible': focusRing,
              }}
            >
              {hintFor(true)}
            </button>
          ) : (
            <span
              id={ids.hint}
              css={{
                fontSize: 14,
                color: colors.inkSoft,
                border: `1px solid ${colors.line}`,
                borderRadius: 4,
                padding: '4px 8px',
              }}
            >
              {hintFor(false)}
            </span>
          )
        ) : null}
        {text ? (
          <button
            type="button"
            onClick={() => {
              setText('');
              inputRef.current?.focus();
            }}
            // the padding of a button, unlike the other link buttons: Clear sits inside the search box
            css={{ ...linkButtonCss, padding: undefined }}
          >
            Clear
          </button>
        ) : null}
        <Button type="submit">Search</Button>
        <CloseButton aria-label="Close search" size={28} onClick={onClose} css={{ padding: '4px 8px' }} />
      </form>

      <SuggestionList
        id={ids.list}
        suggestions={shown}
        open={expanded}
        active={activeOption}
        typed={text}
        onChoose={choose}
        noResults={Boolean(text.trim()) && settled && shown.length === 0}
      />
      <p role="status" css={visuallyHidden}>
        {announcement || (expanded ? `${shown.length} suggestions` : '')}
      </p>

      <OverlayFilterPanel
        filters={filters}
        groups={groups}
        onToggle={toggle}
        onOpenModal={(group, opener) => setModal({ group, opener })}
        onClear={() => dispatch({ type: 'clear' })}
      />

      {modal ? (
        <FilterModal
          group={modal.group}
          title={MODAL_TITLE[modal.group]}
          selected={filters[modal.group].selected}
          onApply={(selected) => {
            dispatch({ type: 'set', group: modal.group, selected });
            closeModal();
          }}
          onCancel={closeModal}
        />
      ) : null}
    </Dialog>
  );
}
