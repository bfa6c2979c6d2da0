// The one modal dialog of the site: a native <dialog> opened with showModal(), so the page behind is
// inert and the dialog sits in the top layer. On top of what the browser gives: Tab and Shift+Tab
// wrap inside (focus never reaches the browser chrome), Escape calls onClose (only the topmost of
// nested dialogs), page scrolling is locked while open, and focus returns to where it was.
import { useEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode, RefObject, SyntheticEvent } from 'react';
import { tabbable } from 'tabbable';
import type { FocusableElement } from 'tabbable';
import { colors, mq } from './theme';

/**
 * The controls Tab can reach inside `root`, in tab order (tabbable: tabindex order, radio groups, inert,
 * closed <details>, hidden and disabled controls). jsdom has no layout, so there the display check is off.
 */
function focusables(root: HTMLElement): FocusableElement[] {
  const displayCheck = typeof root.checkVisibility === 'function' ? 'full' : 'none';
  return tabbable(root, { displayCheck }).filter(
    // a nested dialog's controls belong to it, not to this one; [hidden] for jsdom, which cannot tell
    (el) => el.closest('dialog') === root.closest('dialog') && !el.closest('[hidden]'),
  );
}

/** Tab / Shift+Tab wrap from the last control to the first and back. */
function wrapTab(e: KeyboardEvent<HTMLElement>): void {
  const nodes = focusables(e.currentTarget);
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const inside = e.currentTarget.contains(active);
  if (e.shiftKey && (active === first || !inside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !inside)) {
    e.preventDefault();
    first.focus();
  }
}

/** Locks page scrolling while a dialog is open; nested dialogs restore what they found. */
function lockScroll(): () => void {
  const previous = document.body.style.overflow;
  document.body.style.overflow = 'hidden';
  return () => {
    document.body.style.overflow = previous;
  };
}

type DialogPlacement = 'full' | 'center' | 'side';

const PLACEMENT = {
  full: { width: '100%', height: '100%', inset: 0 },
  center: {
    width: 'min(560px, calc(100% - 32px))',
    maxHeight: 'calc(100vh - 32px)',
    margin: 'auto',
    borderRadius: 8,
    padding: 24,
  },
  side: {
    width: 'min(480px, 100%)',
    height: '100%',
    margin: '0 0 0 auto',
    inset: 0,
    [mq.md]: { boxShadow: '-8px 0 24px rgba(0,0,0,.2)' },
  },
} as const;

type Labelled =
  { 'aria-labelledby': string; 'aria-label'?: never } | { 'aria-label': string; 'aria-labelledby'?: never };

export type DialogProps = Labelled & {
  open: boolean;
  /** Escape, the browser's close request, or the caller's own close button */
  onClose: () => void;
  children: ReactNode;
  /** full screen (default), a centred box, or a side panel from the right */
  placement?: DialogPlacement;
  /** the control that gets focus on open (default: the browser's choice, the first control) */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Emotion's css prop lands here, so callers can restyle the box */
  className?: string;
  id?: string;
};

export function Dialog({
  open,
  onClose,
  children,
  placement = 'full',
  initialFocus,
  className,
  id,
  ...label
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal; the attribute keeps the dialog rendered and in the accessibility tree
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    initialFocus?.current?.focus();
    const unlock = lockScroll();
    return () => {
      unlock();
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      // focus goes back where it was, unless the closing moved it somewhere on purpose
      const active = document.activeElement;
      if (returnTo?.isConnected && (!active || active === document.body || dialog.contains(active)))
        returnTo.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.defaultPrevented) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onCloseRef.current();
    } else if (e.key === 'Tab') {
      // the innermost dialog handles Tab; an enclosing one must not wrap it again
      e.stopPropagation();
      wrapTab(e);
    }
  };
  // the browser's own close request (Escape not handled above, a mobile back gesture)
  const onCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    e.preventDefault();
    onCloseRef.current();
  };

  return (
    // the implicit role made explicit, for tools that select dialogs by [role="dialog"]
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <dialog
      ref={ref}
      id={id}
      role="dialog"
      aria-modal="true"
      {...label}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      className={className}
      css={{
        boxSizing: 'border-box',
        maxWidth: 'none',
        maxHeight: 'none',
        margin: 0,
        border: 0,
        padding: 0,
        overflowY: 'auto',
        background: colors.paper,
        color: colors.ink,
        '&::backdrop': { background: 'rgba(0,0,0,.45)' },
        ...PLACEMENT[placement],
      }}
    >
      {children}
    </dialog>
  );
}
