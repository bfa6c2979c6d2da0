// The header's search box opens search's overlay (a remote), mounted on first use; a 'search:open'
// event from anywhere opens it too, and closing it returns focus to the box.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { onEvent } from '@cle/contracts/events';
import { colors, focusRing } from '@cle/ui/theme';
import { RemoteSlot } from '../federation/remote-slot';

export const SEARCH_PLACEHOLDER = 'Find a program, publication, or credit';

export interface SearchOverlayState {
  /** the overlay has been asked for once, so its remote is loaded and kept */
  mounted: boolean;
  open: boolean;
  triggerRef: RefObject<HTMLButtonElement | null>;
  openSearch(): void;
  closeSearch(): void;
}

export function useSearchOverlay(): SearchOverlayState {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const openSearch = () => {
    setMounted(true);
    setOpen(true);
  };
  useEffect(
    () =>
      onEvent('search:open', () => {
        setMounted(true);
        setOpen(true);
      }),
    [],
  );
  const closeSearch = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };
  return { mounted, open, triggerRef, openSearch, closeSearch };
}

export function SearchTrigger({ search }: { search: SearchOverlayState }) {
  return (
    <button
      ref={search.triggerRef}
      type="button"
      onClick={search.openSearch}
      aria-haspopup="dialog"
      css={{
        flex: 1,
        minWidth: 0,
        textAlign: 'left',
        font: 'inherit',
        color: colors.inkSoft,
        background: colors.mist,
        border: `1px solid ${colors.line}`,
        borderRadius: 24,
        padding: '10px 16px',
        cursor: 'pointer',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        '&:focus-visible': focusRing,
      }}
    >
      {SEARCH_PLACEHOLDER}
    </button>
  );
}

export function SearchOverlaySlot({ search }: { search: SearchOverlayState }) {
  if (!search.mounted) return null;
  return (
    <RemoteSlot
      remote="mfe_search"
      module="./SearchOverlay"
      props={{ open: search.open, onClose: search.closeSearch }}
      skeletonRows={1}
    />
  );
}
