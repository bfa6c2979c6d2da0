// A certificate's credit status in the tracker (spec 2 §4 card status): Approved a success icon, Pending,
// CreditUponRequest and ApplicationSubmitted a warning, anything else not approved. External and
// carryover credit (no status) show nothing.
import { colors } from '@cle/ui/theme';
import { creditStatusKind } from '../tracker-rules';
import type { CreditStatusKind } from '../tracker-rules';

const ICON: Record<CreditStatusKind, string> = { success: '✓', warning: '!', 'not-approved': '✕' };
const COLOR: Record<CreditStatusKind, string> = {
  success: colors.success,
  warning: colors.warning,
  'not-approved': colors.red,
};
/** The words shown for each enum value; any other value reads 'Not approved'. */
const WORDS: Record<string, string> = {
  Approved: 'Approved',
  Pending: 'Pending',
  CreditUponRequest: 'Credit upon request',
  ApplicationSubmitted: 'Application submitted',
};

export function CreditStatusMarker({ status }: { status: string | null }) {
  if (status === null) return null;
  const kind = creditStatusKind(status);
  const words = kind === 'not-approved' ? 'Not approved' : WORDS[status]!;
  return (
    <span
      data-status-kind={kind}
      css={{ display: 'inline-flex', gap: 4, alignItems: 'center', fontSize: 12, color: COLOR[kind] }}
    >
      <span
        role="img"
        aria-label={kind === 'success' ? 'Success' : kind === 'warning' ? 'Warning' : 'Not approved'}
        css={{
          display: 'inline-grid',
          placeItems: 'center',
          width: 16,
          height: 16,
          borderRadius: 8,
          background: COLOR[kind],
          color: colors.paper,
          fontWeight: 700,
          fontSize: 11,
        }}
      >
        {ICON[kind]}
      </span>
      {words}
    </span>
  );
}
