// Spec 1 §4/§9: jump links land 95 px above the section, so the sticky header does not cover its
// heading; a URL's hash scrolls there too (use-hash-scroll.ts loads this module for it).
// from site, not rich-text-policy: the policy's chunk then stays off pages without rich text
import { CMS_ID_PREFIX } from '@cle/contracts/site';

const JUMP_LINK_OFFSET_PX = 95;
/**
 * How long after an initial hash's scroll the section is kept at its place while the page above it
 * settles (a late image, a slot's content replacing its skeleton): the visitor lands on the section,
 * not 15 px off it. Any input of the visitor's ends it at once.
 */
const HASH_SETTLE_MS = 2000;
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** The element a hash names: its own id, or the id the rich-text sanitiser gave a CMS anchor. */
function sectionFor(id: string, doc: Document = document): HTMLElement | null {
  if (!id) return null;
  return doc.getElementById(id) ?? doc.getElementById(`${CMS_ID_PREFIX}${id}`);
}

/** Where the window should scroll so the section sits 95 px below the top. */
function jumpTarget(sectionTop: number, scrollY: number): number {
  return Math.max(0, Math.round(sectionTop + scrollY - JUMP_LINK_OFFSET_PX));
}

export function scrollToSection(id: string): boolean {
  const el = sectionFor(id);
  if (!el) return false;
  window.scrollTo({ top: jumpTarget(el.getBoundingClientRect().top, window.scrollY), behavior: 'auto' });
  return true;
}

/**
 * A hash's scroll: to the section now or, when it is not on the page yet, as soon as it appears (a slot's
 * content that has not arrived, or a part React renders again because the hash changed while it was
 * hydrating), then kept there while the page settles (keepAligned). Each wait lasts HASH_SETTLE_MS at
 * most and ends at the visitor's first input. Returns one `stop` for both.
 */
export function scrollToHash(id: string): () => void {
  let stopAligning: () => void = () => undefined;
  const land = () => {
    if (!scrollToSection(id)) return;
    stopWaiting();
    stopAligning = keepAligned(id);
  };
  const observer = new MutationObserver(land);
  const stopWaiting = untilVisitorActs(() => observer.disconnect());
  observer.observe(document.body, { childList: true, subtree: true });
  land();
  return () => (stopWaiting(), stopAligning());
}

/** Runs `end` after HASH_SETTLE_MS or at the visitor's first input, whichever comes first; returns `stop`. */
function untilVisitorActs(end: () => void): () => void {
  const stop = () => {
    end();
    clearTimeout(timer);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
  };
  const timer = setTimeout(stop, HASH_SETTLE_MS);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/** Scrolls back to the section whenever the page's size changes, for HASH_SETTLE_MS or until the visitor acts. */
function keepAligned(id: string): () => void {
  const realign = () => {
    const el = sectionFor(id);
    if (el && Math.abs(el.getBoundingClientRect().top - JUMP_LINK_OFFSET_PX) > 1) scrollToSection(id);
  };
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(realign) : null;
  observer?.observe(document.body);
  return untilVisitorActs(() => observer?.disconnect());
}
