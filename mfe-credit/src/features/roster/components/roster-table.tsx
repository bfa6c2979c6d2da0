import type { RosterResponse } from '@cle/contracts/roster-schemas';
import { ResultsTableHead, resultsTableCss } from '../../../lib/result-parts';
import { COMPLIANCE_PERIOD_HEADER } from '../roster-rules';
import { MemberRow } from './member-row';

/** Spec 2 §2: the roster table (Name, Jurisdiction, 'Compilance Period', Total for Period, View). */
export function RosterTable({
  members,
  orgSk,
  stillNeeded,
}: {
  members: RosterResponse['members'];
  orgSk: string;
  stillNeeded: (sk: number, region: number) => boolean;
}) {
  return (
    <table css={resultsTableCss(8)}>
      <ResultsTableHead columns={['Name', 'Jurisdiction', COMPLIANCE_PERIOD_HEADER, 'Total for Period']} />
      <tbody>
        {members.map((m) => (
          <MemberRow key={m.individual_SK} member={m} orgSk={orgSk} stillNeeded={stillNeeded} />
        ))}
      </tbody>
    </table>
  );
}
