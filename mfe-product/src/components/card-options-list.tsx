// The open more-options menu of a product card (spec 3 §2.2), loaded the first time a menu opens:
// the cards render on the home page's first paint, their menus only on a click.
import { useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useViewportWidth } from '../lib/use-viewport-width';
import { CARD_MENU_WIDTH_STEPS, cardMenuItems } from '../lib/card-menu-rules';
import type { CardMenuInput, CardMenuItem, PodcastLink } from '../lib/card-menu-rules';
import { itemCss, menuCss } from './card-options-list.styles';
import { useMenuKeys } from './use-menu-keys';
import { usePodcastLinks } from './use-podcast-links';

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

/** One entry: Launch (a site link), a listening link (a new tab), or Show more like this. */
function CardMenuEntry({
  item,
  finding,
  onClose,
  onMoreLikeThis,
}: {
  item: CardMenuItem;
  finding: boolean;
  onClose: (refocus: boolean) => void;
  onMoreLikeThis: (code: string) => void;
}) {
  if (item.kind === 'launch')
    return (
      <Link role="menuitem" to={item.href} css={itemCss} onClick={() => onClose(false)}>
        {item.label}
      </Link>
    );
  if (item.kind === 'podcast-link')
    return (
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
    );
  return (
    <button
      type="button"
      role="menuitem"
      css={itemCss}
      disabled={finding}
      aria-busy={finding}
      onClick={() => onMoreLikeThis(item.code)}
    >
      {item.label}
    </button>
  );
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
  usePodcastLinks(card, podcastLinks, onPodcastLinks);
  const items = cardMenuItems(card, useViewportWidth(CARD_MENU_WIDTH_STEPS), podcastLinks ?? []);
  const onKeyDown = useMenuKeys({ menu, button, onClose });

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
      css={menuCss}
    >
      {items.map((item) => (
        <li key={item.kind === 'more-like-this' ? item.kind : `${item.kind}:${item.href}`} role="none">
          <CardMenuEntry
            item={item}
            finding={finding}
            onClose={onClose}
            onMoreLikeThis={(code) => void showMoreLikeThis(code)}
          />
        </li>
      ))}
    </ul>
  );
}
