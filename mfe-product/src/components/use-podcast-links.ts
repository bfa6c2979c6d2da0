// A podcast episode's listening links for its card menu (spec 3 §2.2): fetched the first time its menu
// opens (podcast-links.ts is loaded then too), then kept by the menu button across openings.
import { useEffect } from 'react';
import { offersPodcastLinks } from '../lib/card-menu-rules';
import type { CardMenuInput, PodcastLink } from '../lib/card-menu-rules';

export function usePodcastLinks(
  card: CardMenuInput,
  links: PodcastLink[] | null,
  onLinks: (links: PodcastLink[]) => void,
) {
  useEffect(() => {
    if (links || !offersPodcastLinks(card.searchableType)) return;
    let current = true;
    void import('../lib/podcast-links')
      .then(({ podcastLinksOf }) => podcastLinksOf(card.code))
      .then((found) => current && onLinks(found));
    return () => {
      current = false;
    };
  }, [links, onLinks, card.code, card.searchableType]);
}
