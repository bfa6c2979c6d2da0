// Whether the visitor dismissed a banner (spec 1 §4: session storage or a cookie), and the dismissal.
import { useState, useSyncExternalStore } from 'react';
import { dismiss, isDismissed } from '../../api/banner-dismissal';
import type { Dismissability } from '../../api/banner-dismissal';

// dismissals are read, not watched: a dismissal in this tab re-renders its banner itself
const unwatched = () => () => undefined;

export function useBannerDismissal(id: string, dismissability: Dismissability) {
  // The visitor's cookie and session storage say whether it was dismissed. The server cannot read them
  // (its HTML is the same for everyone), so a hydrating page starts from the server's answer, 'shown',
  // and drops a dismissed banner right after hydration; a page rendered in the browser never shows it.
  const stored = useSyncExternalStore(
    unwatched,
    () => isDismissed(id, dismissability),
    () => false,
  );
  const [dismissedNow, setHidden] = useState(false);
  const dismissBanner = () => {
    dismiss(id, dismissability);
    setHidden(true);
  };
  return { hidden: stored || dismissedNow, dismissBanner };
}
