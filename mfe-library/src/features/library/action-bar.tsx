// A row's actions: the inline ones, the rest in a More menu (spec 1 §2 inline actions and widths).
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { colors, outlinedButtonCss } from '@cle/ui/theme';
import { splitActions } from './library-rules';

export interface RowAction {
  id: string;
  label: string;
  /** a link (href) or a button (onSelect) */
  href?: string;
  onSelect?: () => void;
}

const LARGE_SCREEN = '(min-width: 1201px)';

function useIsLargeScreen(): boolean {
  const [large, setLarge] = useState(
    () =>
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(LARGE_SCREEN).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(LARGE_SCREEN);
    const onChange = () => setLarge(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return large;
}

/** The bar's own width (ResizeObserver); null until measured or where it is not available. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => setWidth(Math.round(entries[0]!.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

// links and buttons alike: no underline, laid out as a box
const actionCss = { ...outlinedButtonCss, textDecoration: 'none', display: 'inline-block' } as const;

const menuItemCss = {
  font: 'inherit',
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: '8px 12px',
  background: 'none',
  border: 0,
  color: colors.ink,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { background: colors.mist, outline: 'none' },
} as const;

function ActionControl({
  action,
  asMenuItem,
  onDone,
}: {
  action: RowAction;
  asMenuItem: boolean;
  onDone?: () => void;
}) {
  const css = asMenuItem ? menuItemCss : actionCss;
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
    <div css={{ position: 'relative' }}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`More actions: ${itemTitle}`}
        onClick={() => setOpen((o) => !o)}
        css={actionCss}
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
          css={{
            position: 'absolute',
            right: 0,
            top: 'calc(100% + 4px)',
            zIndex: 5,
            minWidth: 200,
            background: colors.paper,
            border: `1px solid ${colors.line}`,
            borderRadius: 6,
            boxShadow: '0 4px 16px rgba(0,0,0,.15)',
            padding: '4px 0',
          }}
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
    <div
      ref={ref}
      data-testid="action-bar"
      data-inline={inline.length}
      css={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', minHeight: 40 }}
    >
      {inline.map((a) => (
        <ActionControl key={a.id} action={a} asMenuItem={false} />
      ))}
      {more.length ? <MoreMenu actions={more} itemTitle={itemTitle} /> : null}
    </div>
  );
}
