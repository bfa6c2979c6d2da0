// The open more-options menu of a product card (spec 3 §2.2), loaded the first time a menu opens:
// the cards render on the home page's first paint, their menus only on a click.
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { colors, focusRing } from '@cle/ui/theme';
import { useViewportWidth } from '../lib/use-viewport-width';
import { CARD_MENU_WIDTH_STEPS, cardMenuItems, offersPodcastLinks } from '../lib/card-menu-rules';
import type { CardMenuInput, PodcastLink } from '../lib/card-menu-rules';

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

export interface CardOptionsListProps {
  id: string;
  card: CardMenuInput;
  title: string;
  /** the menu button: a click on it is not a click outside */
  button: RefObject<HTMLButtonElement | null>;
  /** closes the menu; `refocus` gives focus back to the button (Escape) */
  onClose: (refocus: boolean) => void;
  /** a podcast episode's listening links once loaded, kept by the button across openings */
  podcastLinks: PodcastLink[] | null;
  onPodcastLinks: (links: PodcastLink[]) => void;
}

export default function CardOptionsList({
  id,
  card,
  title,
  button,
  onClose,
  podcastLinks,
  onPodcastLinks,
}: CardOptionsListProps) {
  const [finding, setFinding] = useState(false);
  const menu = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();
  // a podcast episode's listening links: fetched the first time its menu opens
  useEffect(() => {
    if (podcastLinks || !offersPodcastLinks(card.searchableType)) return;
    let current = true;
    void import('../lib/podcast-links')
      .then(({ podcastLinksOf }) => podcastLinksOf(card.code))
      .then((links) => current && onPodcastLinks(links));
    return () => {
      current = false;
    };
  }, [podcastLinks, onPodcastLinks, card.code, card.searchableType]);
  const items = cardMenuItems(card, useViewportWidth(CARD_MENU_WIDTH_STEPS), podcastLinks ?? []);

  const entries = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);
  useEffect(() => {
    // a click anywhere else closes the menu
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [button, onClose]);

  const onKeyDown = (e: KeyboardEvent) => {
    const all = entries();
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
  const showMoreLikeThis = async (code: string) => {
    setFinding(true);
    // loaded on the click: its route helper sits beside zod schemas, which the home page never needs
    const path = await import('../lib/more-like-this')
      .then(({ moreLikeThisTarget }) => moreLikeThisTarget(code))
      .catch(() => '/search');
    setFinding(false);
    onClose(false);
    navigate(path);
  };

  return (
    <ul
      ref={menu}
      id={id}
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
            <Link role="menuitem" to={item.href} css={itemCss} onClick={() => onClose(false)}>
              {item.label}
            </Link>
          ) : item.kind === 'podcast-link' ? (
            <a
              role="menuitem"
              href={item.href}
              target="_blank"
              rel="noopener noreferrer"
              css={itemCss}
              onClick={() => onClose(false)}
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
  );
}
