// A program page's side panel (spec 3 §2.1, §4.3): notify me (not on sale yet), expired (with the
// alternative), or the purchase / registration panel; the membership notes under it.
import type { ProductPayload } from '../../../api/product-payload';
import type { ProgramKind, ProgramPageView } from '../program-page-rules';
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
  data,
  view,
  kind,
  now,
  labels,
  updateAddress,
}: {
  data: ProductPayload;
  view: ProgramPageView;
  kind: ProgramKind;
  now: number;
  labels: ProgramPageLabels;
  updateAddress: boolean;
}) {
  const v = data.variation;
  const rel = data.catalogRelations;
  const program = rel.masterProgram ?? v;
  return (
    <>
      {view.panel === 'notify' ? (
        <NotifyPanel notifyUrl={v.notifyUrl!} />
      ) : view.panel === 'expired' ? (
        <ExpiredPanel
          code={program.code}
          title={program.displayName}
          alternative={rel.alternative}
          now={now}
          libraryPath={labels.libraryPage}
          searchPage={labels.searchPage}
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
