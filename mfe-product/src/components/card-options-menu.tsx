// The card's more-options menu (spec 3 §2.2): a menu button over the card with Launch (below the large
// breakpoint, through the authenticated product redirect), a podcast episode's listening links and Show
// more like this. Keyboard: the first item takes focus on open, arrows move, Escape closes and gives
// focus back to the button.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { colors, focusRing } from '@cle/ui/theme';
import { useViewportWidth } from '../lib/use-viewport-width';
import {
  cardMenuItems,
  offersPodcastLinks,
  type CardMenuInput,
  type PodcastLink,
} from '../lib/card-menu-rules';

const itemCss = {
  display: 'block',
  width: '100%',
  textAlign: 'left',
  font: 'inherit',
  fontSize: 15,
  padding: '10px 14px',
  minHeight: 44,
  border: 0,
  background: 'none',
  color: colors.ink,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover, &:focus-visible': { background: colors.mist },
  '&:focus-visible': focusRing,
} as const;

export function CardOptionsMenu({ card, title }: { card: CardMenuInput; title: string }) {
  const [open, setOpen] = useState(false);
  const [finding, setFinding] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();
  // a podcast episode's listening links: fetched the first time its menu opens
  const [podcastLinks, setPodcastLinks] = useState<PodcastLink[] | null>(null);
  useEffect(() => {
    if (!open || podcastLinks || !offersPodcastLinks(card.searchableType)) return;
    let current = true;
    void import('../lib/podcast-links')
      .then(({ podcastLinksOf }) => podcastLinksOf(card.code))
      .then((links) => current && setPodcastLinks(links));
    return () => {
      current = false;
    };
  }, [open, podcastLinks, card.code, card.searchableType]);
  const items = cardMenuItems(card, useViewportWidth(), podcastLinks ?? []);

  const entries = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    // a click anywhere else closes the menu
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      all[(at + step + all.length) % all.length]?.focus();
    }
  };
  const showMoreLikeThis = async (code: string) => {
    setFinding(true);
    // loaded on the click: its route helper sits beside zod schemas, which the home page never needs
    const path = await import('../lib/more-like-this')
      .then(({ moreLikeThisTarget }) => moreLikeThisTarget(code))
      .catch(() => '/search');
    setFinding(false);
    setOpen(false);
    navigate(path);
  };

  return (
    // above the card's whole-card link (its ::after covers the card)
    <div css={{ position: 'absolute', top: 6, right: 6, zIndex: 2 }}>
      <button
        ref={button}
        type="button"
        aria-label={`More options for ${title}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        css={{
          width: 44,
          height: 44,
          borderRadius: 22,
          border: 0,
          background: 'rgba(255,255,255,0.92)',
          color: colors.ink,
          fontSize: 22,
          fontWeight: 700,
          lineHeight: 1,
          cursor: 'pointer',
          '&:focus-visible': focusRing,
        }}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open ? (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={`Options for ${title}`}
          onKeyDown={onKeyDown}
          css={{
            position: 'absolute',
            right: 0,
            top: 48,
            minWidth: 200,
            margin: 0,
            padding: '4px 0',
            listStyle: 'none',
            background: colors.paper,
            border: `1px solid ${colors.line}`,
            borderRadius: 6,
            boxShadow: '0 6px 18px rgba(0,0,0,0.15)',
          }}
        >
          {items.map((item) => (
            <li key={item.kind === 'more-like-this' ? item.kind : `${item.kind}:${item.href}`} role="none">
              {item.kind === 'launch' ? (
                <Link role="menuitem" to={item.href} css={itemCss} onClick={() => setOpen(false)}>
                  {item.label}
                </Link>
              ) : item.kind === 'podcast-link' ? (
                <a
                  role="menuitem"
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  css={itemCss}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </a>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  css={itemCss}
                  disabled={finding}
                  aria-busy={finding}
                  onClick={() => void showMoreLikeThis(item.code)}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
