// The carousel's state (spec 3 §4.10): which slide shows, autoplay after the 200 ms set-up, paused
// while the pointer or focus is inside, off from the start when the visitor prefers reduced motion.
// The first slide shows at once: it is the home page's largest paint, and the set-up delay holding
// it behind a skeleton made the page's LCP wait for it.
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import type { SearchResponse } from '@cle/contracts/schemas';
import { useCardsByCode, useFeed } from '../../lib/use-product-api';
import { useNow } from '@cle/contracts/hydration';
import { parseFeedPath } from '@cle/contracts/catalogue-calls';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import {
  autoplayMs,
  CAROUSEL_HOLD_MAX_MS,
  cardCodes,
  CAROUSEL_SETUP_DELAY_MS,
  HOME_AUTOPLAY_SECONDS,
  liveNowSlide,
  nextIndex,
  onAirWebcast,
  prevIndex,
  upcomingRegistrationSlides,
  withLiveNowSlide,
  withRegistrations,
} from './carousel-rules';
import type { LiveProgramWebcast, Slide } from './carousel-rules';

/**
 * The signed-in person's upcoming registrations, from My Library's upcoming items (GET /search with
 * MyLibrary=Upcoming; type-only import: the home page trusts its payloads, decision 006). Anonymous
 * visitors make no call.
 */
function useUpcomingRegistrations() {
  const auth = useAuth();
  const { data, error } = useSWR<SearchResponse>(
    auth.isAuthenticated ? ['/search', 'MyLibrary=Upcoming', auth.token] : null,
    ([path]: [string]) => apiRequest<SearchResponse>(path, { query: { MyLibrary: 'Upcoming' } }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return {
    items: auth.isAuthenticated ? (data?.searchResults.searchResultsItems ?? []) : [],
    settled: !auth.isAuthenticated || data !== undefined || error !== undefined,
  };
}

/** True once `ready` is, or once `maxMs` has passed since mount, whichever comes first. */
function useReadyWithin(ready: boolean, maxMs: number) {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (ready) return;
    const t = setTimeout(() => setTimedOut(true), maxMs);
    return () => clearTimeout(t);
  }, [ready, maxMs]);
  return ready || timedOut;
}

/**
 * The block's slides, the live-now slide first when a webcast is on air, and their product cards.
 * `settled`: what changes the first slide's layout (the live-now feed, the person's registrations,
 * the first slide's card) has arrived or failed, or CAROUSEL_HOLD_MAX_MS passed.
 */
export function useCarouselSlides(block: Record<string, unknown>) {
  const base = useMemo(() => (Array.isArray(block.slides) ? (block.slides as Slide[]) : []), [block.slides]);
  // a block that lists its liveProgramWebcasts needs no live-now feed: the one on air now is the slide
  const listed = Array.isArray(block.liveProgramWebcasts)
    ? (block.liveProgramWebcasts as LiveProgramWebcast[])
    : null;
  const liveNowFeed =
    !listed && typeof block.liveNowFeed === 'string' ? parseFeedPath(block.liveNowFeed) : null;
  const live = useFeed(liveNowFeed);
  const now = useNow();
  const liveItem = listed ? onAirWebcast(listed, now) : live.data?.searchResults.searchResultsItems[0];
  const upcoming = useUpcomingRegistrations();
  const registered = useMemo(
    () => upcomingRegistrationSlides(upcoming.items, now, block),
    [upcoming.items, now, block],
  );
  const slides = useMemo(
    () => withRegistrations(withLiveNowSlide(base, liveNowSlide(liveItem)), registered),
    [base, liveItem, registered],
  );
  // the live-now slide brings its own facts: the look-up is the block's slides alone, the same call
  // whether or not a webcast is on air, so it starts with the feed (and the server can hint it)
  const codes = useMemo(() => cardCodes(slides), [slides]);
  const cards = useCardsByCode(codes);
  const cardByCode = new Map((cards.data ?? []).map((c) => [c.productCode, c]));
  const liveSettled = !liveNowFeed || live.data !== undefined || live.error !== undefined;
  const cardSettled =
    !slides[0]?.code || Boolean(slides[0].facts) || cards.data !== undefined || cards.error !== undefined;
  const settled = useReadyWithin(liveSettled && upcoming.settled && cardSettled, CAROUSEL_HOLD_MAX_MS);
  return { slides, cardByCode, settled };
}

export function useCarousel(count: number, autoplaySeconds: unknown, defaultSeconds = HOME_AUTOPLAY_SECONDS) {
  const reduceMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  // until the visitor chooses, autoplay follows the motion preference (known only after hydration)
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reduceMotion;
  const [hovered, setHovered] = useState(false);
  const [ready, setReady] = useState(false);
  const interval = autoplayMs(autoplaySeconds, defaultSeconds);

  useEffect(() => {
    const t = setTimeout(() => setReady(true), CAROUSEL_SETUP_DELAY_MS);
    return () => clearTimeout(t);
  }, []);

  useEffect(() => {
    if (!ready || !playing || hovered || count < 2) return;
    const t = setInterval(() => setIndex((i) => nextIndex(i, count)), interval);
    return () => clearInterval(t);
  }, [ready, playing, hovered, count, interval]);

  // the live-now slide may go away, leaving the index past the end
  useEffect(() => {
    if (index >= count) setIndex(0);
  }, [index, count]);

  return {
    /** the set-up delay has passed: autoplay may start */
    ready,
    index: Math.min(index, Math.max(count - 1, 0)),
    playing,
    /** autoplay is running, so screen readers are not told of every change */
    rotating: playing && !hovered,
    togglePlay: () => setChosen(!playing),
    next: () => setIndex((i) => nextIndex(i, count)),
    prev: () => setIndex((i) => prevIndex(i, count)),
    select: setIndex,
    setHovered,
  };
}
