/**
 * @jest-environment node
 */
// useAuth on a server: the server snapshot is the initial anonymous state, whatever the process's
// store holds (a server renders the public view for everyone and no person's data).
import { renderToString } from 'react-dom/server';
import { ANONYMOUS, authStore, useAuth } from './auth';

function Who() {
  const auth = useAuth();
  return <p>{`${String(auth.ready)}|${String(auth.isAuthenticated)}|${auth.name ?? 'nobody'}`}</p>;
}

afterEach(() => authStore.reset());

test('a server render sees no one and not ready, even with a signed-in state in the store', () => {
  authStore.set({ ...ANONYMOUS, token: 't', name: 'Irene Member', individualSk: 'ind-1' });
  expect(renderToString(<Who />)).toBe('<p>false|false|nobody</p>');
  // the store itself is untouched: the browser's state fills in after hydration
  expect(authStore.get().name).toBe('Irene Member');
});
