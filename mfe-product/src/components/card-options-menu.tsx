// The card's more-options menu (spec 3 §2.2): a menu button over the card with Launch (below the large
// breakpoint, through the authenticated product redirect), a podcast episode's listening links and Show
// more like this. Keyboard: the first item takes focus on open, arrows move, Escape closes and gives
// focus back to the button.
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { colors, focusRing } from '@cle/ui/theme';
import type { CardMenuInput, PodcastLink } from '../lib/card-menu-rules';

// The open menu is a chunk of its own: every card shows the button, few people open a menu. Pointing
// at or focusing the button starts the download, so the menu is usually there by the click.
const loadList = () => import('./card-options-list');
const CardOptionsList = lazy(loadList);

export function CardOptionsMenu({ card, title }: { card: CardMenuInput; title: string }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const [podcastLinks, setPodcastLinks] = useState<PodcastLink[] | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  const warm = () => void loadList();

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
        onPointerEnter={warm}
        onFocus={warm}
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
        <Suspense fallback={null}>
          <CardOptionsList
            id={menuId}
            card={card}
            title={title}
            button={button}
            onClose={close}
            podcastLinks={podcastLinks}
            onPodcastLinks={setPodcastLinks}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
