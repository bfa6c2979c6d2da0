// Spec 1 §8: a failed preload raises a preload-error event. The shell server preloads the route's
// chunks with the HTML (<link rel=preload> / modulepreload); a link that fails fires 'error' on itself
// only (it does not bubble), so the listener captures on the document. Started by the entry before the
// bootstrap chunk loads, so it imports no shared module (the entry is the async boundary): the event
// is dispatched as `createEmitter('shell')` would.
import type { CleEvents } from '@cle/contracts/events';

const PRELOAD_ERROR_EVENT = 'shell:preload-error';

const isPreload = (link: HTMLLinkElement) =>
  link.rel
    .toLowerCase()
    .split(/\s+/)
    .some((r) => r === 'preload' || r === 'modulepreload');

export function watchPreloadErrors(doc: Document = document): () => void {
  const onError = (e: Event) => {
    const link = e.target;
    if (!(link instanceof HTMLLinkElement) || !isPreload(link)) return;
    console.warn('[preload] failed', link.href);
    const detail: CleEvents[typeof PRELOAD_ERROR_EVENT] = { href: link.href, as: link.as || null };
    window.dispatchEvent(new CustomEvent(PRELOAD_ERROR_EVENT, { detail }));
  };
  doc.addEventListener('error', onError, true);
  return () => doc.removeEventListener('error', onError, true);
}
