// The roster page (spec 2 §2, §6, §8): member search, result count, 'download all in Excel', jurisdiction
// and compliance-group filters, the table (Name, Jurisdiction, 'Compilance Period', Total for Period),
// pagination and View opening the member's tracker in a new tab. Administrators only (the API says 403).
import { useId } from 'react';
import { signIn } from '@cle/contracts/auth';
import { Button } from '@cle/ui/button';
import { Skeleton } from '@cle/ui/skeleton';
import { linkButtonCss } from '@cle/ui/theme';
import { Pager, ResultCountBar } from '../../lib/result-parts';
import { useRosterPage } from './api/use-roster-page';
import { GodModePanel } from './components/god-mode-panel';
import { RosterSearchForm } from './components/roster-search-form';
import { RosterTable } from './components/roster-table';
import { ROSTER_TITLE } from './roster-rules';
import * as styles from './roster-page.styles';

export function RosterPage({ title = ROSTER_TITLE }: { title?: string }) {
  const roster = useRosterPage();
  const { orgSk, data } = roster;
  const headingId = useId();

  if (!roster.auth.isAuthenticated)
    return (
      <main aria-labelledby={headingId} css={styles.signedOut}>
        <h1 id={headingId}>{title}</h1>
        <Button type="button" onClick={() => signIn(window.location.pathname + window.location.search)}>
          Sign in
        </Button>
      </main>
    );
  return (
    <main aria-labelledby={headingId} css={styles.main}>
      <h1 id={headingId}>{title}</h1>
      <GodModePanel search={roster.search} onApply={roster.applyAddress} />
      {!orgSk || roster.refused ? (
        <p role="alert">Only administrators of this organisation can see its roster.</p>
      ) : (
        <>
          <RosterSearchForm
            filters={data?.filters ?? []}
            jurisdiction={roster.jurisdiction}
            onSearch={roster.searchFor}
            onJurisdiction={roster.chooseJurisdiction}
          />
          <ResultCountBar
            count={data ? data.totalResults : null}
            noun={['member', 'members']}
            margin="16px 0"
          >
            <button type="button" css={linkButtonCss} onClick={roster.downloadAll}>
              Download all in Excel
            </button>
          </ResultCountBar>
          {roster.isLoading && !data ? (
            <Skeleton rows={6} label="Loading members" />
          ) : (
            <RosterTable members={data?.members ?? []} orgSk={orgSk} stillNeeded={roster.stillNeeded} />
          )}
          {data && (
            <Pager
              page={data.page + 1}
              totalPages={data.totalPages}
              marginTop={16}
              onPage={roster.goToPage}
            />
          )}
        </>
      )}
    </main>
  );
}
