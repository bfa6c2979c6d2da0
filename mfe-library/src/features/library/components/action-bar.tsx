// A row's actions: the inline ones, the rest in a More menu (spec 1 §2 inline actions and widths).
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useIsLargeScreen } from '../hooks/use-is-large-screen';
import { useWidth } from '../hooks/use-width';
import { splitActions } from '../library-rules';
import * as styles from './action-bar.styles';

export interface RowAction {
  id: string;
  label: string;
  /** a link (href) or a button (onSelect) */
  href?: string;
  onSelect?: () => void;
}

function ActionControl({
  action,
  asMenuItem,
  onDone,
}: {
  action: RowAction;
  asMenuItem: boolean;
  onDone?: () => void;
}) {
  const css = asMenuItem ? styles.menuItem : styles.action;
  const role = asMenuItem ? 'menuitem' : undefined;
  if (action.href)
    return (
      <Link to={action.href} role={role} css={css} onClick={onDone}>
        {action.label}
      </Link>
    );
  return (
    <button
      type="button"
      role={role}
      css={css}
      onClick={() => {
        onDone?.();
        action.onSelect?.();
      }}
    >
      {action.label}
    </button>
  );
}

function MoreMenu({ actions, itemTitle }: { actions: readonly RowAction[]; itemTitle: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open) (menuRef.current?.querySelector('[role="menuitem"]') as HTMLElement | null)?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  return (
    <div css={styles.moreWrap}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`More actions: ${itemTitle}`}
        onClick={() => setOpen((o) => !o)}
        css={styles.action}
      >
        More
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={`More actions: ${itemTitle}`}
          onKeyDown={(e) => {
            const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
            const at = items.indexOf(document.activeElement as HTMLElement);
            if (e.key === 'Escape') close();
            else if (e.key === 'ArrowDown') {
              e.preventDefault();
              items[(at + 1) % items.length]?.focus();
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              items[(at - 1 + items.length) % items.length]?.focus();
            }
          }}
          css={styles.menu}
        >
          {actions.map((a) => (
            <ActionControl key={a.id} action={a} asMenuItem onDone={() => setOpen(false)} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function ActionBar({
  actions,
  hasMoreContentButton,
  itemTitle,
}: {
  actions: readonly RowAction[];
  hasMoreContentButton: boolean;
  itemTitle: string;
}) {
  const isLargeScreen = useIsLargeScreen();
  const { ref, width } = useWidth<HTMLDivElement>();
  const { inline, more } = splitActions(actions, { isLargeScreen, hasMoreContentButton, barWidth: width });
  return (
    <div ref={ref} data-testid="action-bar" data-inline={inline.length} css={styles.bar}>
      {inline.map((a) => (
        <ActionControl key={a.id} action={a} asMenuItem={false} />
      ))}
      {more.length ? <MoreMenu actions={more} itemTitle={itemTitle} /> : null}
    </div>
  );
}
