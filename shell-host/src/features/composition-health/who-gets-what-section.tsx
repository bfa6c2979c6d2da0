// The composition health page's "who gets what" (decision 065): per remote the release everyone gets, any
// rollout (a share of visitors or staff only) and its candidate, and which release this browser gets and
// why, as the shell server's /remotes.json said for this page load. Below it, staff or QA load a
// candidate release of one remote in this browser session (a QA override: the shell server checks the
// token, the release and its origin; the page reloads with it).
import { Button } from '@cle/ui/button';
import { colors } from '@cle/ui/theme';
import type { CompositionVisitor, ServedRemote } from '../../federation/who-gets-what';
import { cell, TableHead } from './health-table';
import { useQaOverrideForm } from './use-qa-override';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 12 };

function rolloutText(rollout: ServedRemote['rollout']): string {
  if (!rollout) return 'none';
  return 'staff' in rollout
    ? `${rollout.release} to staff only`
    : `${rollout.release} to ${rollout.percent} % of visitors`;
}

function QaOverrideForm({ served }: { served: readonly ServedRemote[] }) {
  const { remote, setRemote, release, setRelease, message, busy, submit } = useQaOverrideForm(served);
  return (
    <form
      onSubmit={(e) => void submit(e)}
      css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}
    >
      <label css={{ display: 'grid', gap: 4 }}>
        Remote
        <select value={remote} onChange={(e) => setRemote(e.target.value)} css={{ padding: 8 }}>
          {served.map((r) => (
            <option key={r.remote} value={r.remote}>
              {r.remote}
            </option>
          ))}
        </select>
      </label>
      <label css={{ display: 'grid', gap: 4 }}>
        Release id
        <input value={release} onChange={(e) => setRelease(e.target.value)} required css={{ padding: 8 }} />
      </label>
      <Button type="submit" disabled={busy || !release.trim()}>
        Load in this browser
      </Button>
      {message && (
        <p role="alert" css={{ flexBasis: '100%', margin: 0, color: colors.red }}>
          {message}
        </p>
      )}
    </form>
  );
}

export function WhoGetsWhatSection({
  served,
  visitor,
}: {
  served: readonly ServedRemote[];
  visitor: CompositionVisitor;
}) {
  return (
    <section aria-labelledby="who-gets-what" css={{ marginTop: 32 }}>
      <h2 id="who-gets-what">Who gets what</h2>
      <p>
        This browser is{' '}
        {visitor.staff ? 'signed in as staff (staff-only rollouts apply)' : 'not signed in as staff'}
        {visitor.override
          ? `, with a QA override of ${visitor.override.remote} to ${visitor.override.release}`
          : ''}
        .
      </p>
      <div css={{ overflowX: 'auto' }}>
        <table css={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
          <TableHead headings={['Remote', 'Current release', 'Rollout', 'This browser gets', 'Why']} />
          <tbody>
            {served.map((r) => (
              <tr key={r.name} data-served={r.name}>
                <th scope="row" css={cell}>
                  {r.remote}
                </th>
                <td css={[cell, mono]}>{r.current ?? 'not declared'}</td>
                <td css={[cell, mono]}>{rolloutText(r.rollout)}</td>
                <td css={[cell, mono]}>{r.gets ?? 'not declared'}</td>
                <td css={cell}>{r.why}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>Load a candidate release in this browser (QA override)</h3>
      <p>
        Only for releases the deploy service knows (deployed, rolled out, or recorded with{' '}
        <code>npm run deploy -- &lt;remote&gt; &lt;release&gt; --candidate</code>). Other browsers keep what
        they get.
      </p>
      {served.length ? <QaOverrideForm served={served} /> : <p>The shell server sent no composition.</p>}
    </section>
  );
}
