// A click can come before sign-in settles: a server-rendered page is live once hydrated while the shell
// still works out who is there, and until then useAuth() says nobody is. An action that depends on who
// clicked waits for the answer rather than send a signed-in person to sign in again.
import { authStore } from '@cle/contracts/auth';
import type { AuthState } from '@cle/contracts/auth';

/** Runs `then` with the settled auth state: right away when sign-in has settled, else once it does. */
export function whenSignInSettles(then: (auth: AuthState) => void): void {
  const now = authStore.get();
  if (now.ready) {
    then(now);
    return;
  }
  const unsubscribe = authStore.subscribe(() => {
    const settled = authStore.get();
    if (!settled.ready) return;
    unsubscribe();
    then(settled);
  });
}
