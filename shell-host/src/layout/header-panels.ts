// The header's two panels (spec 1 §2): the mobile/tablet menu panel and the account panel. One is
// open at a time; Escape closes it and puts focus back on the button that opened it; a press outside
// the header closes it; a navigation closes it too (header.tsx).
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Spec 1 §8: what a panel that fails to render shows instead (the spec's spelling). */
export const MENU_FAILURE_TEXT = 'Apologies, an error has occured with this menu';

export type HeaderPanel = 'menu' | 'account';

/** What the bar's Menu and account buttons take: the panel's state, its toggle, and the focus target. */
export interface PanelButtonProps {
  open: boolean;
  onToggle: () => void;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}

export interface HeaderPanels {
  open: HeaderPanel | null;
  toggle: (panel: HeaderPanel) => void;
  close: () => void;
  headerRef: RefObject<HTMLElement | null>;
  buttonRefs: Record<HeaderPanel, RefObject<HTMLButtonElement | null>>;
}

export function useHeaderPanels(): HeaderPanels {
  const [open, setOpen] = useState<HeaderPanel | null>(null);
  const headerRef = useRef<HTMLElement | null>(null);
  const menuButton = useRef<HTMLButtonElement | null>(null);
  const accountButton = useRef<HTMLButtonElement | null>(null);
  const toggle = useCallback((panel: HeaderPanel) => setOpen((o) => (o === panel ? null : panel)), []);
  const close = useCallback(() => setOpen(null), []);

  useEffect(() => {
    if (!open) return;
    const button = open === 'menu' ? menuButton : accountButton;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(null);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!headerRef.current?.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return { open, toggle, close, headerRef, buttonRefs: { menu: menuButton, account: accountButton } };
}
