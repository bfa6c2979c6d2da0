// The purchase / registration panel (spec 3 §2.2, §4.3): inline beside the page; on small screens a
// program page shows a sticky button that opens it full screen, in the kit's Dialog.
import { useCallback, useEffect, useRef } from 'react';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { sidePanelBoxCss } from '../../../components/panel-styles';
import { formatPrice } from '../../../lib/format';
import { PanelBody } from './panel-body';
import type { PanelProps } from '../api/use-panel';
import { PanelErrorBoundary } from './panel-error-boundary';
import { usePurchaseState } from '../api/use-purchase-state';
import { useProgramDetail } from '../program-detail-context';
import { initialProgramDetailState } from '../program-detail-state';
import { initialPanelSelection } from '../hooks/use-variant-selection';
import { useFooterInView } from '../hooks/use-footer-in-view';
import {
  programPurchasePanelBoxCss,
  programPurchasePanelButtonCss,
  programPurchasePanelDialogCss,
  programPurchasePanelLabelCss,
  programPurchasePanelSectionCss,
} from './purchase-panel.styles';

/** The side panel of a book page: inline at every size (above the content on small screens). */
export function PurchasePanel(props: PanelProps) {
  return (
    <section aria-label="Purchase options" css={sidePanelBoxCss}>
      <PanelErrorBoundary>
        <PanelBody {...props} />
      </PanelErrorBoundary>
    </section>
  );
}

/** The program panel: inline from the md breakpoint; below it a sticky button opens it full screen. */
export function ProgramPurchasePanel(props: PanelProps) {
  // the registration modal's open state and 'registered' live in the page's state object
  const [state, dispatch] = useProgramDetail(() =>
    initialProgramDetailState(initialPanelSelection(props.variants, props.currentCode)),
  );
  const setOpen = (open: boolean) => dispatch({ type: 'registration-modal', open });
  const closeRef = useRef<HTMLButtonElement>(null);
  const first = props.variants.find((v) => v.code === props.currentCode) ?? props.variants[0];
  const owned = usePurchaseState(first);
  // the registrations answer sets it; the sticky button and price read it
  useEffect(
    () => dispatch({ type: 'registered', registered: owned.registered }),
    [dispatch, owned.registered],
  );
  // the sticky button steps aside while the site footer is on screen
  useFooterInView(useCallback((inView) => dispatch({ type: 'footer-in-view', inView }), [dispatch]));
  const registered = state.registered;
  // a purchased or registered state hides the price (spec 3 §4.3)
  const hidePrice = owned.loading || owned.purchased || owned.parentPurchased || registered;

  return (
    <>
      <section aria-label="Registration and purchase" css={programPurchasePanelSectionCss}>
        <PanelErrorBoundary>
          <PanelBody {...props} />
        </PanelErrorBoundary>
      </section>
      {/* hidden by visibility (out of the tab order and the accessibility tree) and slid down: fixed, so
          nothing moves */}
      <div
        css={programPurchasePanelBoxCss}
        data-footer-in-view={state.isFooterInView || undefined}
        aria-hidden={state.isFooterInView || undefined}
      >
        <span css={programPurchasePanelLabelCss}>{first && !hidePrice ? formatPrice(first.price) : ''}</span>
        <Button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {registered
            ? 'Registrations'
            : owned.purchased || owned.parentPurchased
              ? 'Launch'
              : props.kind === 'live'
                ? 'Register'
                : 'Buy'}
        </Button>
      </div>
      {/* focus trapped, Escape closes, page scrolling locked, focus back on the sticky button */}
      <Dialog
        open={state.registrationModalOpen}
        onClose={() => setOpen(false)}
        aria-label="Registration and purchase"
        initialFocus={closeRef}
        css={programPurchasePanelDialogCss}
      >
        <button
          ref={closeRef}
          type="button"
          onClick={() => setOpen(false)}
          css={programPurchasePanelButtonCss}
        >
          Close
        </button>
        <PanelErrorBoundary>
          <PanelBody {...props} />
        </PanelErrorBoundary>
      </Dialog>
    </>
  );
}
