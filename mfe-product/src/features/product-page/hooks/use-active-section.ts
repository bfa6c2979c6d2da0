// The jump-link bar's measuring (spec 3 §2.1, §9): an initial hash scrolls to its section 100 ms after
// load, and the section in view is read again on scroll, once a frame.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { activeSectionId, HASH_SCROLL_DELAY_MS, scrollTargetY } from '../page-rules';
import type { JumpLink } from '../page-rules';

/** Scrolls to the section with the 95 px offset (smooth unless reduced motion); false if it is not there. */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({
    top: scrollTargetY(el.getBoundingClientRect().top + window.scrollY),
    behavior: reduce ? 'auto' : 'smooth',
  });
  return true;
}

/** The id of the section in view (the first link's until measured), and a setter for a click's target. */
export function useActiveSection(links: JumpLink[]) {
  const location = useLocation();
  const [active, setActive] = useState<string | null>(links[0]?.id ?? null);

  // An initial hash scrolls after load.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id || !links.some((l) => l.id === id)) return;
    const t = setTimeout(() => scrollToSection(id), HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(t);
    // only on first render of the bar: later hash changes come from our own clicks
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const sections = links
        .map((l) => document.getElementById(l.id))
        .filter((el): el is HTMLElement => Boolean(el))
        .map((el) => ({ id: el.id, top: el.getBoundingClientRect().top }));
      setActive(activeSectionId(sections));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // the first reading in the next frame too: read here, right after React's commit, it laid out the
    // whole new page inside the render task (13 ms at 1x on a phone), before the browser's own layout
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [links]);

  return [active, setActive] as const;
}
