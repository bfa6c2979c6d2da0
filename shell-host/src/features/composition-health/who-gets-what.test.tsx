// Who gets what on the composition health page and the QA override banner (decision 065), from the
// /remotes.json answer the shell server gives this browser (index.html's fetch); the Module Federation
// runtime is a fake, the shell server's /qa-override answers come from MSW.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import CompositionHealthPage from './composition-health-page';
import { QaOverrideBanner } from './qa-override-banner';
import { pageLoad, recordWhoGetsWhat } from '../../federation/who-gets-what';
import { remotesReady } from '../../federation/remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const HASH = `sha384-${'A'.repeat(64)}`;
/** What the shell server answers a staff browser with a QA override of mfe-library. */
const ANSWER = {
  remotes: [
    {
      name: 'mfe_library',
      entry: 'http://localhost:3002/releases/c1/remoteEntry.js',
      integrity: HASH,
      release: 'c1',
    },
    { name: 'mfe_search', entry: 'http://localhost:3001/remoteEntry.js', integrity: HASH, release: 's1' },
  ],
  rejected: [],
  served: [
    {
      name: 'mfe_library',
      remote: 'mfe-library',
      current: 'r1',
      rollout: { release: 'r2', staff: true },
      gets: 'c1',
      why: 'QA override of this browser session',
    },
    {
      name: 'mfe_search',
      remote: 'mfe-search',
      current: 's1',
      rollout: { release: 's2', percent: 10 },
      gets: 's1',
      why: "not in the 10 % rollout (this browser's bucket is 42)",
    },
  ],
  visitor: { staff: true, override: { remote: 'mfe-library', release: 'c1' } },
};
const STAFF = { token: 'staff-token', isEmployee: true, roles: ['qa'], sub: 'u-staff' };

// index.html's fetch for this page load (remotes.ts reads it once)
window.__CLE_CONFIG__ = Promise.resolve({
  remoteOrigins: ['http://localhost:3001', 'http://localhost:3002'],
} as never);
window.__CLE_REMOTES__ = Promise.resolve(ANSWER) as never;

beforeEach(() => {
  pageLoad.reload = jest.fn();
});

test('the health page shows per remote the current release, its rollout, and what this browser gets and why', async () => {
  renderWithProviders(<CompositionHealthPage />, { path: '/composition-health', auth: STAFF });
  const section = await screen.findByRole('region', { name: 'Who gets what' });
  const rows = within(section)
    .getAllByRole('row')
    .slice(1)
    .map((r) => [...r.children].map((c) => c.textContent));
  expect(rows).toEqual([
    ['mfe-library', 'r1', 'r2 to staff only', 'c1', 'QA override of this browser session'],
    [
      'mfe-search',
      's1',
      's2 to 10 % of visitors',
      's1',
      "not in the 10 % rollout (this browser's bucket is 42)",
    ],
  ]);
  expect(section).toHaveTextContent(
    'This browser is signed in as staff (staff-only rollouts apply), with a QA override of mfe-library to c1.',
  );
});

test('the QA override form sends the signed-in token to the shell server and reloads, or says why it was refused', async () => {
  const asked: { auth: string | null; body: unknown }[] = [];
  server.use(
    http.post('/qa-override', async ({ request }) => {
      const body = (await request.json()) as { release: string };
      asked.push({ auth: request.headers.get('authorization'), body });
      return body.release === 'c2'
        ? HttpResponse.json({ override: body })
        : HttpResponse.json(
            { message: `Release ${body.release} of mfe-library is not known to the deploy service` },
            { status: 422 },
          );
    }),
  );
  renderWithProviders(<CompositionHealthPage />, { path: '/composition-health', auth: STAFF });
  fireEvent.change(await screen.findByLabelText('Release id'), { target: { value: 'nope' } });
  fireEvent.click(screen.getByRole('button', { name: 'Load in this browser' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Release nope of mfe-library is not known to the deploy service',
  );
  expect(pageLoad.reload).not.toHaveBeenCalled();
  fireEvent.change(screen.getByLabelText('Release id'), { target: { value: 'c2' } });
  fireEvent.click(screen.getByRole('button', { name: 'Load in this browser' }));
  await waitFor(() => expect(pageLoad.reload).toHaveBeenCalledTimes(1));
  expect(asked).toEqual([
    { auth: 'Bearer staff-token', body: { remote: 'mfe-library', release: 'nope' } },
    { auth: 'Bearer staff-token', body: { remote: 'mfe-library', release: 'c2' } },
  ]);
});

test('the banner names the override and resets it in one click; without an override there is none', async () => {
  let reset = 0;
  server.use(
    http.delete('/qa-override', () => {
      reset += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { unmount } = renderWithProviders(<QaOverrideBanner />, { auth: STAFF });
  // the shell registers the remotes at start (bootstrap.tsx); the banner waits for that, never starts it
  await act(() => remotesReady());
  const bar = await screen.findByRole('region', { name: 'QA override' });
  expect(bar).toHaveTextContent('QA override: mfe-library is on release c1 in this browser session');
  fireEvent.click(within(bar).getByRole('button', { name: 'Reset override' }));
  await waitFor(() => expect(pageLoad.reload).toHaveBeenCalledTimes(1));
  expect(reset).toBe(1);
  unmount();

  // the next page load, after the reset: the shell server says there is no override
  recordWhoGetsWhat({ ...ANSWER, visitor: { staff: true } });
  renderWithProviders(<QaOverrideBanner />, { auth: STAFF });
  await act(async () => undefined);
  expect(screen.queryByRole('region', { name: 'QA override' })).toBeNull();
});
