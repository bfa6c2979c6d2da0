import { act, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { authStore, ANONYMOUS } from '@cle/contracts/auth';
import { TRACKER_CACHE_SECONDS } from '@cle/contracts/tracker-schemas';
import type { TrackerResponse } from '@cle/contracts/tracker-schemas';
import { api, recordApiCalls, server } from '@cle/testing/msw';
import { useTracker } from './use-tracker';
import { trackerAnswer, trackerEntry } from '../tracker-fixtures';

/** A page part that shows the tracker's member name. */
function TrackerReader() {
  const tracker = useTracker(132, 'current');
  return <p>{tracker.data?.trackerUsers[0]?.displayName ?? 'loading'}</p>;
}
/** The site's SWR cache lives as long as the site (the shell's SWRConfig); pages come and go inside it. */
function Site({ showTracker }: { showTracker: boolean }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      {showTracker ? <TrackerReader /> : <p>another page</p>}
    </SWRConfig>
  );
}

beforeEach(() => authStore.set({ ...ANONYMOUS, token: 't', sub: 'u-im', individualSk: '800002' }));
afterEach(() => jest.useRealTimers());

test('[S2-API-84] the tracker answer is reused for 300 s, then asked for again', async () => {
  expect(TRACKER_CACHE_SECONDS).toBe(300);
  jest.useFakeTimers({ advanceTimers: true, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  server.use(api.post<TrackerResponse>('/credit-tracker', () => trackerAnswer([trackerEntry()])));
  const calls = recordApiCalls();
  const reads = () => calls.filter((c) => c.path === '/credit-tracker').length;

  const site = render(<Site showTracker />);
  expect(await screen.findByText('Irene Member')).toBeInTheDocument();
  expect(reads()).toBe(1);
  site.rerender(<Site showTracker={false} />);

  // back on the tracker within 300 s (here at 290 s): the cached answer at once, nothing asked
  act(() => jest.advanceTimersByTime(290_000));
  site.rerender(<Site showTracker />);
  expect(screen.getByText('Irene Member')).toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(500);
  });
  expect(reads()).toBe(1);
  site.rerender(<Site showTracker={false} />);

  // after 300 s the tracker is asked for again
  act(() => jest.advanceTimersByTime(10_000));
  site.rerender(<Site showTracker />);
  await waitFor(() => expect(reads()).toBe(2));
});
