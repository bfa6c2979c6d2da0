// Spec 1 §4/§9: a hash in the URL scrolls to its section 100 ms after the page loads. The scrolling
// itself (hash-scroll.ts) loads during those 100 ms, and only for a URL with a hash: most pages have
// none, and every byte of the shell's boot is on the home page's budget.
import { useEffect } from 'react';

const HASH_SCROLL_DELAY_MS = 100;

/** After a page with a hash loads, scroll to the section (segment hashes #SEGV{n} are rewritten elsewhere). */
export function useHashScroll(hash: string, ready: boolean): void {
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!ready || !id || /^SEGV\d+$/i.test(id)) return;
    let live = true;
    let stop: (() => void) | undefined;
    const scrolling = import(/* webpackChunkName: "hash-scroll" */ './hash-scroll');
    const t = setTimeout(() => {
      scrolling.then(
        ({ scrollToHash }) => {
          if (live) stop = scrollToHash(id);
        },
        // the module did not load: the page stays where it is, as without a hash
        () => undefined,
      );
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(t);
      stop?.();
    };
  }, [hash, ready]);
}
