// The header's two panels (spec 1 §2): the mobile/tablet menu panel and the account panel. One is
// open at a time; Escape closes it and puts focus back on the button that opened it; a press outside
// the header closes it; a navigation closes it too (useCloseOnNavigation). A mouse resting on a button
// opens its panel and leaving closes a panel the mouse opened (spec 1 §9, hover-intent.ts); a click on
// a panel the mouse opened keeps it open, as the click meant.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PointerEvent, RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { createHoverIntent, isMouse } from './hover-intent';

/** Spec 1 §8: what a panel that fails to render shows instead (the spec's spelling). */
export const MENU_FAILURE_TEXT = 'Apologies, an error has occured with this menu';

type HeaderPanel = 'menu' | 'account';

/** Spread on a panel's button and on the panel itself: the pointer may cross from one to the other. */
export interface HoverHandlers {
  onPointerEnter: (e: PointerEvent) => void;
  onPointerLeave: (e: PointerEvent) => void;
}

/** What the bar's Menu and account buttons take: the panel's state, its toggle, and the focus target. */
export interface PanelButtonProps {
  open: boolean;
  onToggle: () => void;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  /** the mouse's hover handlers (absent: the button opens on click only) */
  hover?: HoverHandlers;
}

export interface HeaderPanels {
  open: HeaderPanel | null;
  toggle: (panel: HeaderPanel) => void;
  close: () => void;
  /** hover handlers for a panel's button and the panel */
  hover: (panel: HeaderPanel) => HoverHandlers;
  headerRef: RefObject<HTMLElement | null>;
  buttonRefs: Record<HeaderPanel, RefObject<HTMLButtonElement | null>>;
}

interface OpenPanel {
  panel: HeaderPanel;
  /** opened by the mouse resting on it: the mouse leaving closes it */
  byHover: boolean;
}

export function useHeaderPanels(): HeaderPanels {
  const [state, setState] = useState<OpenPanel | null>(null);
  const open = state?.panel ?? null;
  const headerRef = useRef<HTMLElement | null>(null);
  const menuButton = useRef<HTMLButtonElement | null>(null);
  const accountButton = useRef<HTMLButtonElement | null>(null);
  const hoverTarget = useRef<HeaderPanel>('menu');
  const intent = useMemo(
    () =>
      createHoverIntent(
        () =>
          setState((s) =>
            s?.panel === hoverTarget.current ? s : { panel: hoverTarget.current, byHover: true },
          ),
        () => setState((s) => (s?.byHover ? null : s)),
      ),
    [],
  );
  useEffect(() => intent.cancel, [intent]);

  const toggle = useCallback(
    (panel: HeaderPanel) => {
      intent.cancel();
      setState((s) => {
        if (s?.panel !== panel) return { panel, byHover: false };
        return s.byHover ? { panel, byHover: false } : null;
      });
    },
    [intent],
  );
  const close = useCallback(() => {
    intent.cancel();
    setState(null);
  }, [intent]);
  const hover = useCallback(
    (panel: HeaderPanel): HoverHandlers => ({
      onPointerEnter: (e) => {
        if (!isMouse(e)) return;
        hoverTarget.current = panel;
        intent.enter();
      },
      onPointerLeave: (e) => {
        if (isMouse(e)) intent.leave();
      },
    }),
    [intent],
  );

  useEffect(() => {
    if (!open) return;
    const button = open === 'menu' ? menuButton : accountButton;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointer = (e: globalThis.PointerEvent) => {
      if (!headerRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  return { open, toggle, close, hover, headerRef, buttonRefs: { menu: menuButton, account: accountButton } };
}

/**
 * A navigation closes whichever panel led to it (not the first render: a panel opened by a press made
 * before hydration stays open).
 */
export function useCloseOnNavigation(close: () => void): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    close();
  }, [pathname, close]);
}
