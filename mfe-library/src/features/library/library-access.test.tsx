// My Library when the library cannot be shown, rendered against the API as MSW answers it
// (library-api.fixtures.ts): a failed or unreadable answer, a signed-out visitor.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ANONYMOUS, authStore } from '@cle/contracts/auth';
import { recordApiCalls } from '@cle/testing/msw';
import { item, response, setUpLibraryApi } from './library-api.fixtures';
import { renderLibraryPage } from './library-page.fixtures';

const api = setUpLibraryApi();

describe('My Library page', () => {
  test('[S1-ERRORS-38] a failed library request shows the error, kept until Try again', async () => {
    let fail = true;
    api.handler = (url) =>
      url.pathname === '/api/user/library'
        ? fail
          ? { status: 500, body: { message: 'boom' } }
          : { body: response([item('A')]) }
        : undefined;
    renderLibraryPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your library could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Item A' })).toBeInTheDocument();
  });

  test('[S1-ERRORS-39] library data that does not parse is an error, not a broken page', async () => {
    api.handler = (url) =>
      url.pathname === '/api/user/library' ? { body: '{"items": "not a list"' } : undefined;
    renderLibraryPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your library could not be loaded.');
  });

  test('[S1-AUTH-28] a signed-out visitor is sent to sign in and no library call is made', async () => {
    act(() => authStore.set(ANONYMOUS));
    renderLibraryPage('/account/library?sort=OldestFirst');
    await waitFor(() => expect(api.signIn.mock.calls[0]?.[0]).toBe('/account/library?sort=OldestFirst'));
    expect(screen.getByText('Sign in to see your library.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  test('[S1-API-11] the client skips GET /user/library while signed out and makes it once signed in', async () => {
    const recorded = recordApiCalls();
    api.handler = (url) =>
      url.pathname === '/api/user/library' ? { body: response([item('A')]) } : undefined;
    act(() => authStore.set(ANONYMOUS));
    renderLibraryPage();
    await waitFor(() => expect(api.signIn).toHaveBeenCalled());
    expect(screen.getByText('Sign in to see your library.')).toBeInTheDocument();
    expect(recorded.filter((c) => c.path.startsWith('/user/library'))).toEqual([]);
    // the same page, signed in: the call is made (the skip is the sign-in state, not a page that never asks)
    act(() => authStore.set({ ...ANONYMOUS, token: 'token-1', name: 'Riley' }));
    expect(await screen.findByRole('link', { name: 'Item A' })).toBeInTheDocument();
    expect(recorded.filter((c) => c.path === '/user/library' && c.method === 'GET')).toHaveLength(1);
    expect(recorded[0]!.headers.get('Authorization')).toBe('Bearer token-1');
  });
});
