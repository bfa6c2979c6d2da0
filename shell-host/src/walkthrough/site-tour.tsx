// The footer's site tour: a cookie-backed dismissible tooltip inviting to the walkthrough, and the
// walkthrough itself (its own chunk, loaded when started). Finishing or closing the tour is remembered
// in the dismissed-elements cookie, like a dismissed tooltip.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '@cle/contracts/auth';
import { onEvent } from '@cle/contracts/events';
import { colors, focusRing } from '@cle/ui/theme';
import { dismiss, isDismissed } from '../api/banner-dismissal';
import { stepsFor, TOUR_TOOLTIP_ID, WALKTHROUGH_ID } from './walkthrough-rules';

const Walkthrough = lazy(() => import('./walkthrough').then((m) => ({ default: m.Walkthrough })));

const TOUR_TOOLTIP_TEXT = 'New here? A short tour shows you around.';

export function SiteTour() {
  const { isAuthenticated } = useAuth();
  const [tipHidden, setTipHidden] = useState(
    () =>
      isDismissed(TOUR_TOOLTIP_ID, 'Permanent Dismissal') ||
      isDismissed(WALKTHROUGH_ID, 'Permanent Dismissal'),
  );
  const [touring, setTouring] = useState(false);
  // a library row on the page found the person's library empty (spec 3 §4.10): no library step
  const [libraryEmpty, setLibraryEmpty] = useState(false);
  useEffect(() => onEvent('product:library-row-empty', () => setLibraryEmpty(true)), []);
  const end = () => {
    dismiss(WALKTHROUGH_ID, 'Permanent Dismissal');
    setTouring(false);
    setTipHidden(true);
  };
  return (
    <span css={{ position: 'relative', display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <button
        type="button"
        onClick={() => setTouring(true)}
        css={{
          font: 'inherit',
          color: 'inherit',
          background: 'none',
          border: 0,
          padding: 0,
          textDecoration: 'underline',
          cursor: 'pointer',
          '&:focus-visible': focusRing,
        }}
      >
        Take the site tour
      </button>
      {tipHidden ? null : (
        <span
          role="note"
          css={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 4,
            background: colors.paper,
            color: colors.ink,
            borderRadius: 4,
            padding: '2px 4px 2px 8px',
            fontSize: 13,
          }}
        >
          {TOUR_TOOLTIP_TEXT}
          <button
            type="button"
            aria-label="Dismiss tip"
            onClick={() => {
              dismiss(TOUR_TOOLTIP_ID, 'Permanent Dismissal');
              setTipHidden(true);
            }}
            css={{
              font: 'inherit',
              background: 'none',
              border: 0,
              cursor: 'pointer',
              padding: '0 4px',
              '&:focus-visible': focusRing,
            }}
          >
            ×
          </button>
        </span>
      )}
      {touring ? (
        <Suspense fallback={null}>
          {/* anonymous visitors, and people whose library is empty, have no library step */}
          <Walkthrough steps={stepsFor({ hasLibrary: isAuthenticated && !libraryEmpty })} onDone={end} />
        </Suspense>
      ) : null}
    </span>
  );
}
