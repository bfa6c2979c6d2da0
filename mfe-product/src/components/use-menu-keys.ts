// An open menu's focus and keys (spec 3 §2.2): the first item takes focus on open, arrows move between
// the items (wrapping), Escape closes and gives focus back to the button, a press outside closes.
import { useEffect } from 'react';
import type { KeyboardEvent, RefObject } from 'react';

export function useMenuKeys({
  menu,
  button,
  onClose,
}: {
  menu: RefObject<HTMLElement | null>;
  /** the menu button: a press on it is not a press outside */
  button: RefObject<HTMLButtonElement | null>;
  onClose: (refocus: boolean) => void;
}) {
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [menu]);
  useEffect(() => {
    // a click anywhere else closes the menu
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [menu, button, onClose]);

  return (e: KeyboardEvent) => {
    const all = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose(true);
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      all[(at + step + all.length) % all.length]?.focus();
    }
  };
}
