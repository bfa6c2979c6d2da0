// A product card's more-options menu (spec 3 §2.2): Launch below the large breakpoint, a podcast
// episode's listening links, and Show more like this. Launch goes through the shell's authenticated
// product redirect (/product-auth/{code}, GET /product-link-auth/{id}): a visitor signs in first, and
// the page opens with ?action=StartWatching, where the panel puts its launch button in reach. Pure.
import { BREAKPOINTS } from '@cle/contracts/site';
import { productAuthPath } from './redirect-links';

/** The card types a person can launch (watch or join). */
const LAUNCHABLE = new Set(['liveprogram', 'ondemandprogram', 'ondemandsegment']);

/** The panel's URL action that focuses the way to watch (spec 3 §2.2 parameter `action`). */
const START_WATCHING = 'StartWatching';

export type CardMenuItem =
  | { kind: 'launch'; label: 'Launch'; href: string }
  | { kind: 'podcast-link'; label: string; href: string }
  | { kind: 'more-like-this'; label: 'Show more like this'; code: string };

/** A listening service's address of a podcast episode (the variation's providerUrls). */
export interface PodcastLink {
  provider: string;
  url: string;
}

/** Cards whose menu offers the podcast's listening links (spec 3 §2.2). */
export const offersPodcastLinks = (searchableType: string) => searchableType === 'podcastepisode';

const PROVIDER_NAMES: Record<string, string> = { vimeo: 'Vimeo', podbean: 'Podbean', acast: 'Acast' };

/** The menu's podcast links: https addresses only (they open another site), each once. */
function podcastLinkItems(links: readonly PodcastLink[]): CardMenuItem[] {
  const seen = new Set<string>();
  return links.flatMap((l) => {
    if (!/^https:\/\//i.test(l.url) || seen.has(l.url)) return [];
    seen.add(l.url);
    const name = PROVIDER_NAMES[l.provider.toLowerCase()] ?? l.provider;
    return [{ kind: 'podcast-link' as const, label: `Listen on ${name}`, href: l.url }];
  });
}

export interface CardMenuInput {
  code: string;
  searchableType: string;
}

/** Where the card's Launch goes: the authenticated product redirect, asking the panel to start watching. */
export const launchHref = (code: string) => `${productAuthPath(code)}?action=${START_WATCHING}`;

/** The viewport width the menu changes at (Launch below it). */
export const CARD_MENU_WIDTH_STEPS = [BREAKPOINTS.lg] as const;

/**
 * The menu's items at a viewport width: Launch only below the large breakpoint (above it the card's
 * page is one click away with its panel in view) and only for programs; Show more like this always.
 */
export function cardMenuItems(
  card: CardMenuInput,
  viewportWidth: number,
  /** a podcast episode's listening links, once loaded */
  podcastLinks: readonly PodcastLink[] = [],
): CardMenuItem[] {
  const items: CardMenuItem[] = [];
  if (viewportWidth < BREAKPOINTS.lg && LAUNCHABLE.has(card.searchableType) && card.code)
    items.push({ kind: 'launch', label: 'Launch', href: launchHref(card.code) });
  if (offersPodcastLinks(card.searchableType)) items.push(...podcastLinkItems(podcastLinks));
  items.push({ kind: 'more-like-this', label: 'Show more like this', code: card.code });
  return items;
}
