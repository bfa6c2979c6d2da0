// Every cross-team event, declared once. Names are `<team>:<event>`; payloads are typed.
// Anyone may listen to any event; a team emits only its own (docs/decisions/004-events.md).

/** The teams that emit events: the shell and the five remotes. */
export type Team = 'shell' | 'search' | 'library' | 'credit' | 'commerce' | 'product';

export type ProductAnalyticsEvent =
  'launch' | 'add-to-cart' | 'registration' | 'cancel' | 'transcript' | 'share' | 'calendar';

export interface CleEvents {
  'search:open': { query?: string };
  'search:close': Record<string, never>;
  /** the count of the signed-in user's cart, whenever the cart page learns it */
  'commerce:cart-updated': { itemCount: number };
  /** an add to cart started (adding true) or ended (adding false), wherever it was asked for */
  'commerce:cart-adding': { code: string; adding: boolean };
  /** an item went into the cart (the cart panel considers the upsell); itemCount is the new count */
  'commerce:item-added': { code: string; itemCount: number };
  /** a product page put an item in the cart; itemCount is the cart's new count */
  'product:added-to-cart': { code: string; itemCount: number };
  /** a product page's analytics event (spec 3 §7: launch, add to cart, registration, cancel, transcript, share, calendar) */
  'product:analytics': { event: ProductAnalyticsEvent; code: string; detail?: string };
  /** a library content row found the signed-in person's library empty (the walkthrough drops its library step) */
  'product:library-row-empty': Record<string, never>;
  /** an order was placed (the checkout's analytics event, spec 3 §4.9); total in dollars */
  'commerce:order-placed': { orderNumber: string; total: number };
  'library:item-saved': { itemPk: string; saved: boolean };
  /** the signed-in user's licences changed (prices and credit advice in the cart depend on them) */
  'credit:licenses-changed': Record<string, never>;
  'shell:page-changed': { path: string };
  /** a page held a block type the block registry has no view for (spec 1, S1-ROUTES-35) */
  'shell:missing-view': { type: string };
  /** in edit mode, the content system's preview script relays an editor's saved change (spec 1 §7) */
  'shell:cms-content-saved': { contentId: string | null };
  /** a preloaded file (a `<link rel=preload|modulepreload>`) failed to load (spec 1 §8) */
  'shell:preload-error': { href: string; as: string | null };
  /** a page loader was still showing after 30 s (spec 1 §9) */
  'shell:loader-long-duration': { label: string; path: string; ms: number };
}

export type CleEventName = keyof CleEvents;

/** The events one team owns: `TeamEventName<'product'>` is `'product:added-to-cart'`. */
type TeamEventName<T extends Team> = Extract<CleEventName, `${T}:${string}`>;

export type Emit<T extends Team> = <K extends TeamEventName<T>>(name: K, detail: CleEvents[K]) => void;

/**
 * The emit function of one team: `createEmitter('product')` accepts only `product:*` names, so a
 * remote cannot announce another team's event (the type checker refuses it; lint checks the team
 * named is the file's own).
 */
export function createEmitter<T extends Team>(_team: T): Emit<T> {
  return (name, detail) => {
    window.dispatchEvent(new CustomEvent(name, { detail }));
  };
}

export function onEvent<K extends CleEventName>(
  name: K,
  handler: (detail: CleEvents[K]) => void,
): () => void {
  const listener = (e: Event) => handler((e as CustomEvent<CleEvents[K]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}
