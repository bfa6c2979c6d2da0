// One roster row (spec 2 §2, §7): the member, each license's jurisdiction (with Remind where credits are
// still needed), compliance period and total for the period, and View opening the member's tracker.
import type { ReactNode } from 'react';
import type { RosterResponse } from '@cle/contracts/roster-schemas';
import { formatUsDate } from '@cle/contracts/us-date';
import { bareList, outlinedButtonCss } from '@cle/ui/theme';
import { NO_LICENSES, trackerUrl } from '../roster-rules';
import * as styles from './member-row.styles';

type Member = RosterResponse['members'][number];

export function MemberRow({
  member: m,
  orgSk,
  stillNeeded,
}: {
  member: Member;
  orgSk: string;
  stillNeeded: (sk: number, region: number) => boolean;
}) {
  return (
    <tr>
      <td>
        <strong>{m.displayName}</strong>
        <div css={styles.email}>{m.primaryEmail.email}</div>
      </td>
      {m.licenses.length === 0 ? (
        <td colSpan={3}>{NO_LICENSES}</td>
      ) : (
        <>
          <LicenseCell licenses={m.licenses}>
            {(l) => (
              <>
                {l.creditRegionLongDescription}
                {stillNeeded(m.individual_SK, l.creditRegion) ? (
                  <>
                    {' '}
                    <a
                      href={trackerUrl(orgSk, m.individual_SK, {
                        region: l.creditRegion,
                        openReminder: true,
                      })}
                      target="_blank"
                      rel="noopener"
                      css={styles.remind}
                      aria-label={`Remind ${m.displayName} about ${l.creditRegionLongDescription}`}
                    >
                      Remind
                    </a>
                  </>
                ) : null}
              </>
            )}
          </LicenseCell>
          <LicenseCell licenses={m.licenses}>
            {(l) =>
              l.compliancePeriod
                ? `${formatUsDate(l.compliancePeriod.start)} - ${formatUsDate(l.compliancePeriod.end)}`
                : '-'
            }
          </LicenseCell>
          <LicenseCell licenses={m.licenses}>{(l) => l.totalForPeriod.toFixed(1)}</LicenseCell>
        </>
      )}
      <td>
        <a
          href={trackerUrl(orgSk, m.individual_SK)}
          target="_blank"
          rel="noopener"
          css={outlinedButtonCss}
          aria-label={`View ${m.displayName}`}
        >
          View
        </a>
      </td>
    </tr>
  );
}

/** One table cell listing something of each of a member's licenses, one line a license. */
function LicenseCell<L extends { creditRegion: number }>({
  licenses,
  children,
}: {
  licenses: readonly L[];
  children: (license: L) => ReactNode;
}) {
  return (
    <td>
      <ul css={bareList}>
        {licenses.map((l) => (
          <li key={l.creditRegion}>{children(l)}</li>
        ))}
      </ul>
    </td>
  );
}
