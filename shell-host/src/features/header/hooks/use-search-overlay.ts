// The search overlay's state: mounted on first use (the box's press, or a 'search:open' event from
// anywhere), and closing it returns focus to the box.
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { onEvent } from '@cle/contracts/events';

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
