// S2-TRACKER-63/64: arriving with credit types or formats that match the license scrolls to the
// earn-more panel and opens it; S2-TRACKER-61: so does ContentTabs=Programs (the programs to take).
import { useEffect, useRef } from 'react';
import type { TrackerEntry } from '@cle/contracts/tracker-schemas';
import { AUTO_SCROLL_DELAY_MS, EARN_MORE_OPEN_DELAY_MS, earnMoreMatches } from '../tracker-rules';
import type { TrackerQuery } from '../tracker-rules';

export function useEarnMoreArrival(
  query: TrackerQuery,
  regionTypes: string[],
  entry: TrackerEntry,
  open: () => void,
) {
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const formats = entry.jurisdiction.requirements.flatMap((r) => r.eligibleFormatKeys);
    if (!query.contentTabsPrograms && !earnMoreMatches(query, regionTypes, formats)) return;
    const scroll = setTimeout(
      () => anchor.current?.scrollIntoView({ behavior: 'smooth' }),
      AUTO_SCROLL_DELAY_MS,
    );
    const opening = setTimeout(open, EARN_MORE_OPEN_DELAY_MS);
    return () => {
      clearTimeout(scroll);
      clearTimeout(opening);
    };
    // only on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return anchor;
}
