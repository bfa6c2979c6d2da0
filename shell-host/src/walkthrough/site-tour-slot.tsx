import { lazy, Suspense, useEffect, useRef, useState } from 'react';

// below the fold: the tour's code loads only when the footer scrolls into view
const SiteTour = lazy(() => import('./site-tour').then((m) => ({ default: m.SiteTour })));

export function SiteTourSlot() {
  const ref = useRef<HTMLSpanElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [seen]);
  return (
    <span ref={ref} css={{ display: 'inline-block', minWidth: 1, minHeight: 1 }}>
      {seen ? (
        <Suspense fallback={null}>
          <SiteTour />
        </Suspense>
      ) : null}
    </span>
  );
}
