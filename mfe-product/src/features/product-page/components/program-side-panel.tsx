// A program page's side panel (spec 3 §2.1, §4.3): notify me (not on sale yet), expired (with the
// alternative), or the purchase / registration panel; the membership notes under it.
import type { ProgramPageView } from '../program-page-rules';
import { MembershipNotes } from './membership-notes';
import { ProgramPurchasePanel } from './purchase-panel';
import { ExpiredPanel, NotifyPanel } from './side-panels';

export interface ProgramPageLabels {
  customerServiceEmail?: string;
  cartUrl?: string;
  libraryPage?: string;
  searchPage?: string;
}

export function ProgramSidePanel({
  view,
  labels,
  updateAddress,
}: {
  view: ProgramPageView;
  labels: ProgramPageLabels;
  updateAddress: boolean;
}) {
  const { data, kind, now } = view;
  const v = data.variation;
  const rel = data.catalogRelations;
  return (
    <>
      {view.panel === 'notify' ? (
        <NotifyPanel notifyUrl={v.notifyUrl!} />
      ) : view.panel === 'expired' ? (
        <ExpiredPanel
          program={rel.masterProgram ?? v}
          alternative={rel.alternative}
          now={now}
          labels={labels}
        />
      ) : (
        <ProgramPurchasePanel
          kind={kind}
          title={v.displayName}
          variants={view.panelVariants}
          currentCode={v.code}
          now={now}
          supportEmail={labels.customerServiceEmail}
          cartUrl={labels.cartUrl}
          updateAddress={updateAddress && kind === 'live'}
        />
      )}
      <MembershipNotes variation={v} segments={kind === 'ondemand' ? rel.segments : []} />
    </>
  );
}
