import { LRUCache } from 'lru-cache';

/**
 * A keyed cache for the look-ups behind a page's preload hints (content, manifests, route hints):
 * an answer older than `ttlMs` is still served at once while a fresh one loads behind it, so no
 * visitor's HTML waits on an expired look-up (with a plain TTL, the first visitor after each expiry
 * waited for up to the preloader's whole budget, and got no hints when it ran out). A failed first
 * load is forgotten, so the next request asks again; a failed refresh keeps the last good answer.
 */
export function staleWhileRevalidate<T>(
  ttlMs: number,
  load: (key: string) => Promise<T>,
  { maxEntries = 500, now = Date.now }: { maxEntries?: number; now?: () => number } = {},
): (key: string) => Promise<T> {
  // lru-cache's own fetch/allowStale retries a failed refresh on every request; this one waits a ttl
  const entries = new LRUCache<string, { at: number; value: Promise<T>; refreshing: boolean }>({
    max: maxEntries,
  });
  return (key) => {
    const hit = entries.get(key);
    if (hit) {
      if (now() - hit.at >= ttlMs && !hit.refreshing) {
        hit.refreshing = true;
        load(key).then(
          (value) => entries.set(key, { at: now(), value: Promise.resolve(value), refreshing: false }),
          () => Object.assign(hit, { at: now(), refreshing: false }),
        );
      }
      return hit.value;
    }
    const entry = { at: now(), value: load(key), refreshing: false };
    entry.value.catch(() => {
      if (entries.peek(key) === entry) entries.delete(key);
    });
    entries.set(key, entry);
    return entry.value;
  };
}
