// The CMS's wording of the fallback card (spec 1 §7 component-fallback, §8), on a remote slot that fails
// as a visitor meets it: the app provides the source (app.tsx), the slot's card asks it once.
import { render, screen, waitFor, within } from '@testing-library/react';
import { FALLBACK_TEXT, FallbackWordingContext } from '@cle/ui/error-fallback';
import { api, apiError, recordApiCalls, server } from '@cle/testing/msw';
import { RemoteSlot } from '../federation/remote-slot';
import { createComponentFallbackSource } from './component-fallback';

jest.mock('../federation/remotes', () => ({
  loadRemoteModule: () => Promise.reject(new Error('entry refused')),
  resetRemote: () => Promise.resolve(),
}));

const CMS_WORDING = {
  headingText: 'This part of the page is resting',
  bodyText: 'Reload the page, or call customer service at 800-260-4754.',
  buttonText: 'Load it again',
  variant: 'spaceBetween' as const,
};

/** A slot whose remote is down, in an app that provides the CMS wording source. */
const failingSlot = (module: string) =>
  render(
    <FallbackWordingContext.Provider value={createComponentFallbackSource()}>
      <RemoteSlot remote="mfe_search" module={module} props={{}} />
    </FallbackWordingContext.Provider>,
  );

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('[S1-ERRORS-11] [S1-ERRORS-12] a failed slot shows the CMS wording: heading, body, button and layout', async () => {
  const calls = recordApiCalls();
  server.use(api.get('/content/component-fallback', () => CMS_WORDING));
  failingSlot('./WordingFromCms');
  const card = await screen.findByRole('alert', { name: CMS_WORDING.headingText }, { timeout: 5000 });
  expect(card).toHaveTextContent(CMS_WORDING.bodyText);
  expect(within(card).getByRole('button', { name: CMS_WORDING.buttonText })).toBeInTheDocument();
  expect(getComputedStyle(card).justifyContent).toBe('space-between');
  expect(calls.filter((c) => c.path === '/content/component-fallback')).toHaveLength(1);
});

test('[S1-ERRORS-11] when the wording cannot be had the card keeps the spec wording', async () => {
  server.use(api.get('/content/component-fallback', () => apiError(503, 'CMS down')));
  failingSlot('./WordingDown');
  await waitFor(() => expect(console.warn).toHaveBeenCalled(), { timeout: 5000 });
  const card = screen.getByRole('alert', { name: FALLBACK_TEXT.headingText });
  expect(card).toHaveTextContent(FALLBACK_TEXT.bodyText);
  expect(within(card).getByRole('button', { name: FALLBACK_TEXT.buttonText })).toBeInTheDocument();
});
