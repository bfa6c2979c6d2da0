// The full-screen search dialog opened from the header (spec 1 §2): an ARIA combobox with a listbox of
// suggestions and an inline autocompletion (Tab, or 'Tap to fill' on touch), a filter panel with
// modal flows, and Enter / Search to the results page. A modal Dialog: focus stays inside, Escape
// closes, focus returns to the header's button. Closing clears the filters after 500 ms.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dialog } from '@cle/ui/dialog';
import { visuallyHidden } from '@cle/ui/theme';
import { MEDIUM_UP, TOUCH, useMediaQuery } from '../../lib/use-media-query';
import { useOverlayFacets } from './api/use-overlay-facets';
import { useOverlaySearch } from './api/use-overlay-search';
import { FilterModal } from './components/filter-modal';
import { OverlayFilterPanel } from './components/overlay-filter-panel';
import { SearchBox } from './components/search-box';
import { SuggestionList } from './components/suggestion-list';
import { useOverlayFilters } from './hooks/use-overlay-filters';
import { GROUP_TITLES, placeholderFor, resultsUrl } from './overlay-rules';
import type { OverlayGroup } from './overlay-rules';
import { dialogCss } from './search-overlay.styles';

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
  const [filters, dispatch] = useOverlayFilters(open);
  const [modal, setModal] = useState<{ group: OverlayGroup; opener: HTMLElement } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const mediumUp = useMediaQuery(MEDIUM_UP);
  const touch = useMediaQuery(TOUCH);
  const ids = { input: useId(), list: useId(), hint: useId(), title: useId() };
  const groups = useOverlayFacets(open, filters);
  const search = useOverlaySearch({
    open,
    filters,
    groups,
    touch,
    onChoose: (s) => {
      const group = s.filterGroup as OverlayGroup;
      dispatch({ type: 'toggle', group, value: s.filterValue, name: s.suggestion });
      setAnnouncement(`${s.suggestion} added to ${GROUP_TITLES[group] ?? 'filters'}`);
    },
  });

  if (!open) return null;

  const submit = () => {
    navigate(resultsUrl(search.text, filters));
    onClose();
  };
  const closeModal = () => {
    const opener = modal?.opener;
    setModal(null);
    requestAnimationFrame(() => opener?.focus());
  };

  return (
    // the Dialog keeps focus inside, closes on Escape, locks page scrolling and returns focus
    <Dialog open onClose={onClose} aria-labelledby={ids.title} initialFocus={search.inputRef} css={dialogCss}>
      <h2 id={ids.title} css={visuallyHidden}>
        Search
      </h2>
      <SearchBox
        ids={ids}
        search={search}
        placeholder={placeholderFor(mediumUp)}
        touch={touch}
        onSubmit={submit}
        onClose={onClose}
      />
      <SuggestionList
        id={ids.list}
        suggestions={search.shown}
        open={search.expanded}
        active={search.activeOption}
        typed={search.text}
        onChoose={search.choose}
        noResults={Boolean(search.text.trim()) && search.settled && search.shown.length === 0}
      />
      <p role="status" css={visuallyHidden}>
        {announcement || (search.expanded ? `${search.shown.length} suggestions` : '')}
      </p>
      <OverlayFilterPanel
        filters={filters}
        groups={groups}
        onToggle={(group, value, name) => dispatch({ type: 'toggle', group, value, name })}
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
