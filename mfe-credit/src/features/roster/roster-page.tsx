// The roster page (spec 2 §2, §6, §8): member search, result count, 'download all in Excel', jurisdiction
// and compliance-group filters, the table (Name, Jurisdiction, 'Compilance Period', Total for Period),
// pagination and View opening the member's tracker in a new tab. Administrators only (the API says 403).
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '@cle/contracts/api-client';
import { signIn, useAuth } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import { formatUsDate } from '@cle/contracts/us-date';
import { Button } from '@cle/ui/button';
import { Skeleton } from '@cle/ui/skeleton';
import { bareList, colors, linkButtonCss, outlinedButtonCss } from '@cle/ui/theme';
import { Pager, ResultCountBar, ResultsTableHead, resultsTableCss } from '../../lib/result-parts';
import {
  COMPLIANCE_PERIOD_HEADER,
  DOWNLOAD_FAILED,
  DOWNLOAD_OK,
  NO_LICENSES,
  ROSTER_TITLE,
  rosterOrg,
  rosterQuery,
  rosterUser,
  trackerUrl,
} from './roster-rules';
import type { RosterState } from './roster-rules';
import { GodModePanel } from './god-mode-panel';
import { downloadExcel, useCreditsStillNeeded, useRoster } from './use-roster';

export function RosterPage({ title = ROSTER_TITLE }: { title?: string }) {
  const auth = useAuth();
  const headingId = useId();
  const [search, setSearch] = useState(() => (typeof window === 'undefined' ? '' : window.location.search));
  const orgSk = rosterOrg(search, auth.organizationSk);
  const userId = rosterUser(search);
  const [state, setState] = useState<RosterState>({ query: '', jurisdictions: [], page: 1 });
  const [typed, setTyped] = useState('');
  const query = rosterQuery(state, userId);
  const { data, error, isLoading } = useRoster(orgSk, query);
  // spec 2 §7: the roster's tracker call for the members on this page (who still needs credits where)
  const stillNeeded = useCreditsStillNeeded(
    orgSk,
    (data?.members ?? []).map((m) => m.individual_SK),
  );

  if (!auth.isAuthenticated)
    return (
      <main aria-labelledby={headingId} css={{ padding: 24 }}>
        <h1 id={headingId}>{title}</h1>
        <Button type="button" onClick={() => signIn(window.location.pathname + window.location.search)}>
          Sign in
        </Button>
      </main>
    );
  const forbidden = !orgSk || (error instanceof ApiError && error.status === 403);
  return (
    <main aria-labelledby={headingId} css={{ padding: '24px 16px', maxWidth: 1100, margin: '0 auto' }}>
      <h1 id={headingId}>{title}</h1>
      <GodModePanel
        search={search}
        onApply={(next) => {
          window.history.pushState(window.history.state, '', `${window.location.pathname}${next}`);
          setState((s) => ({ ...s, page: 1 }));
          setSearch(next);
        }}
      />
      {forbidden ? (
        <p role="alert">Only administrators of this organisation can see its roster.</p>
      ) : (
        <>
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              setState((s) => ({ ...s, query: typed, page: 1 }));
            }}
            css={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'end' }}
          >
            <label>
              Search members
              <input
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                css={{ display: 'block', font: 'inherit', padding: 8, minWidth: 240 }}
              />
            </label>
            <Button type="submit">Search</Button>
            <label>
              Jurisdiction
              {/* its own name: the wrapping label's text would also read out the chosen option */}
              <select
                aria-label="Jurisdiction"
                value={state.jurisdictions[0] ?? ''}
                onChange={(e) =>
                  setState((s) => ({ ...s, jurisdictions: e.target.value ? [e.target.value] : [], page: 1 }))
                }
                css={{ display: 'block', font: 'inherit', padding: 8 }}
              >
                <option value="">All jurisdictions</option>
                {(data?.filters ?? []).flatMap((f) => [
                  <option key={f.creditRegion} value={String(f.creditRegion)}>
                    {f.creditRegionLongDescription}
                  </option>,
                  ...f.complianceGroups.map((g) => (
                    <option key={`${f.creditRegion}:${g.sk}`} value={`${f.creditRegion}:${g.sk}`}>
                      {f.creditRegionLongDescription}: {g.name}
                    </option>
                  )),
                ])}
              </select>
            </label>
          </form>
          <ResultCountBar
            count={data ? data.totalResults : null}
            noun={['member', 'members']}
            margin="16px 0"
          >
            <button
              type="button"
              css={linkButtonCss}
              onClick={() =>
                void downloadExcel(orgSk, auth.token).then(
                  () => toast.show({ content: DOWNLOAD_OK, type: 'confirmation' }),
                  () => toast.show({ content: DOWNLOAD_FAILED, type: 'alert' }),
                )
              }
            >
              Download all in Excel
            </button>
          </ResultCountBar>
          {isLoading && !data ? (
            <Skeleton rows={6} label="Loading members" />
          ) : (
            <table css={resultsTableCss(8)}>
              <ResultsTableHead
                columns={['Name', 'Jurisdiction', COMPLIANCE_PERIOD_HEADER, 'Total for Period']}
              />
              <tbody>
                {(data?.members ?? []).map((m) => (
                  <tr key={m.individual_SK}>
                    <td>
                      <strong>{m.displayName}</strong>
                      <div css={{ color: colors.inkSoft, fontSize: 14 }}>{m.primaryEmail.email}</div>
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
                                    css={{ fontSize: 13 }}
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
                ))}
              </tbody>
            </table>
          )}
          {data && (
            <Pager
              page={data.page + 1}
              totalPages={data.totalPages}
              marginTop={16}
              onPage={(page) => setState((s) => ({ ...s, page }))}
            />
          )}
        </>
      )}
    </main>
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
