// The header's search box opens search's overlay (a remote), mounted on first use; a 'search:open'
// event from anywhere opens it too, and closing it returns focus to the box.
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { onEvent } from '@cle/contracts/events';
import { colors, focusRing, mq, visuallyHidden } from '@cle/ui/theme';
import { RemoteSlot } from '../federation/remote-slot';

const SEARCH_PLACEHOLDER = 'Find a program, publication, or credit';
/** What the button shows where the placeholder does not fit (a phone read 'F…'). */
const SEARCH_SHORT_LABEL = 'Search';

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
  // Below md the button shows a magnifier and 'Search'; from md the whole placeholder. Its accessible
  // name is the placeholder at every width (the long text is only visually hidden on a phone).
  return (
    <button
      ref={search.triggerRef}
      type="button"
      onClick={search.openSearch}
      aria-haspopup="dialog"
      css={{
        flex: '1 1 auto',
        minWidth: 'max-content',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        textAlign: 'left',
        font: 'inherit',
        color: colors.inkSoft,
        background: colors.mist,
        border: `1px solid ${colors.line}`,
        borderRadius: 24,
        padding: '10px 16px',
        cursor: 'pointer',
        whiteSpace: 'nowrap',
        '&:focus-visible': focusRing,
        [mq.md]: { minWidth: 0, overflow: 'hidden' },
      }}
    >
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" css={{ flexShrink: 0 }}>
        <circle cx="6.5" cy="6.5" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M10.5 10.5 15 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span aria-hidden="true" css={{ [mq.md]: { display: 'none' } }}>
        {SEARCH_SHORT_LABEL}
      </span>
      <span
        css={{
          ...visuallyHidden,
          [mq.md]: {
            position: 'static',
            width: 'auto',
            height: 'auto',
            margin: 0,
            clip: 'auto',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          },
        }}
      >
        {SEARCH_PLACEHOLDER}
      </span>
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
