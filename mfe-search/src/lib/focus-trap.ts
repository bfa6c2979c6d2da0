// Keyboard handling of a modal dialog: Tab and Shift+Tab wrap inside it, Escape closes it. Used as the
// dialog element's onKeyDown, so a control inside can handle a key first (and preventDefault it).
import type { KeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden]') && (el.getClientRects().length > 0 || el === document.activeElement),
  );
}

/**
 * @param contain stop the key here, so an enclosing dialog does not handle it too (a modal inside the
 * search overlay)
 */
export function trapKeyDown(e: KeyboardEvent<HTMLElement>, onEscape: () => void, contain = false): void {
  if (e.defaultPrevented) return;
  if (e.key === 'Escape') {
    e.preventDefault();
    e.stopPropagation();
    onEscape();
    return;
  }
  if (e.key !== 'Tab') return;
  if (contain) e.stopPropagation();
  const nodes = focusables(e.currentTarget);
  const first = nodes[0];
  const last = nodes[nodes.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !e.currentTarget.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !e.currentTarget.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}
