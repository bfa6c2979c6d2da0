// /composition-health: what the running host knows about each remote, for the team (staff only, like
// the debug page: isPLIEmployee). Entry URL, release id, integrity, contract major, load time and last
// error come from this page view's own loading (composition-status.ts); 'Load every remote' loads
// each remote's ./embed to measure the ones this page has not used yet. Lazy-loaded (decision 031).
// Below: who gets which release and why, and the QA override form (decision 065).
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '@cle/contracts/auth';
import { Button } from '@cle/ui/button';
import { useRobots } from '@cle/ui/robots';
import { colors } from '@cle/ui/theme';
import type { RemoteStatus } from '../../federation/composition-status';
import { CONTRACTS_MAJOR } from '../../federation/remotes';
import { cell, TableHead } from './health-table';
import { useCompositionHealth } from './use-composition-health';
import { WhoGetsWhatSection } from './who-gets-what-section';

const HEALTH_PAGE_TITLE = 'Composition health';

const mono = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 12,
  wordBreak: 'break-all' as const,
};

function when(at: number | null): string {
  return at === null ? '' : ` (${new Date(at).toLocaleTimeString()})`;
}

function Row({ r }: { r: RemoteStatus }) {
  return (
    <tr data-remote={r.name}>
      <th scope="row" css={cell}>
        {r.name}
      </th>
      <td css={[cell, mono]}>{r.entry ?? '—'}</td>
      <td css={[cell, mono]}>{r.release ?? 'not declared'}</td>
      <td css={[cell, mono]}>{r.integrity ?? 'none'}</td>
      <td css={cell}>{r.contracts ?? 'not declared'}</td>
      <td css={cell}>{r.state}</td>
      <td css={cell}>{r.loadMs === null ? '—' : `${r.loadMs} ms`}</td>
      <td css={[cell, { color: r.lastError ? colors.red : undefined }]}>
        {r.lastError ? `${r.lastError}${when(r.lastErrorAt)}` : 'none'}
      </td>
    </tr>
  );
}

export default function CompositionHealthPage() {
  const { isEmployee } = useAuth();
  const { rows, deploy, checking, loadEvery } = useCompositionHealth();
  useRobots('noindex, nofollow');
  useEffect(() => {
    document.title = `${HEALTH_PAGE_TITLE} - PLI`;
  }, []);
  if (!isEmployee) return <Navigate to="/" replace />;

  return (
    <section css={{ maxWidth: 1400, margin: '0 auto', padding: '32px 16px' }}>
      <h1>{HEALTH_PAGE_TITLE}</h1>
      <p>
        Shell build <code>{typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev'}</code>, speaking{' '}
        <code>@cle/contracts</code> {CONTRACTS_MAJOR ?? 'unknown'}. Load times and errors are this page
        view&apos;s.
      </p>
      <Button onClick={() => void loadEvery()} disabled={checking}>
        {checking ? 'Loading every remote…' : 'Load every remote'}
      </Button>
      <div css={{ overflowX: 'auto', marginTop: 16 }}>
        <table css={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
          <caption css={{ textAlign: 'left', paddingBottom: 8, color: colors.inkSoft }}>
            Remotes of this page
          </caption>
          <TableHead
            headings={[
              'Remote',
              'Entry URL',
              'Release',
              'Integrity',
              'Contracts',
              'State',
              'Load time',
              'Last error',
            ]}
          />
          <tbody>
            {rows.map((r) => (
              <Row key={r.name} r={r} />
            ))}
          </tbody>
        </table>
      </div>
      {deploy && <WhoGetsWhatSection served={deploy.served} visitor={deploy.visitor} />}
    </section>
  );
}
