// The purchase / registration panel (spec 3 §2.2, §4.3): inline beside the page; on small screens a
// program page shows a sticky button that opens it full screen, in the kit's Dialog.
import { useRef, useState } from 'react';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { colors, mq } from '@cle/ui/theme';
import { closeButtonCss, sidePanelBoxCss } from '../../../components/panel-styles';
import { formatPrice } from '../../../lib/format';
import { PanelBody } from './panel-body';
import type { PanelProps } from '../api/use-panel';
import { PanelErrorBoundary } from './panel-error-boundary';
import { usePurchaseState } from '../api/use-purchase-state';

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
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  const first = props.variants.find((v) => v.code === props.currentCode) ?? props.variants[0];
  const owned = usePurchaseState(first);
  // a purchased or registered state hides the price (spec 3 §4.3)
  const hidePrice = owned.loading || owned.purchased || owned.parentPurchased || owned.registered;

  return (
    <>
      <section
        aria-label="Registration and purchase"
        css={{ ...sidePanelBoxCss, display: 'none', [mq.md]: { display: 'block' } }}
      >
        <PanelErrorBoundary>
          <PanelBody {...props} />
        </PanelErrorBoundary>
      </section>
      <div
        css={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 200,
          background: colors.paper,
          color: colors.ink,
          borderTop: `1px solid ${colors.line}`,
          padding: '12px 16px',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
          boxShadow: '0 -4px 12px rgba(0,0,0,.12)',
          [mq.md]: { display: 'none' },
        }}
      >
        <span css={{ fontWeight: 700 }}>{first && !hidePrice ? formatPrice(first.price) : ''}</span>
        <Button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {owned.registered
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
        open={open}
        onClose={() => setOpen(false)}
        aria-label="Registration and purchase"
        initialFocus={closeRef}
        css={{ padding: 16, display: 'grid', alignContent: 'start', gap: 12 }}
      >
        <button
          ref={closeRef}
          type="button"
          onClick={() => setOpen(false)}
          css={{ ...closeButtonCss, justifySelf: 'end' }}
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
