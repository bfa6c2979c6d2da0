// The shell server's staff session (decision 065): the session lives here in the browser, so a signed-in
// person with a staff or qa role hands the shell server the access token, which it verifies and keeps as
// a session cookie of its own; from the next page load, staff-only rollouts and this browser's QA
// override apply. Signing out, or a page that finds nobody signed in, ends it.
import { hasStaffRole } from '../../../federation/who-gets-what';

/** After sign-in, a resumed session or a renewed token: staff renew the shell's session; others leave it. */
export function startStaffSession(token: string, roles: readonly string[]): void {
  if (!hasStaffRole(roles)) return void endStaffSessionIfAny();
  void fetch('/staff-session', { method: 'POST', headers: { Authorization: `Bearer ${token}` } }).catch(
    (err: unknown) => console.warn('[auth] the staff session could not start', err),
  );
}

/** Sign-out: the shell server forgets this browser's staff session (and its QA override). */
export function endStaffSession(): Promise<void> {
  return fetch('/staff-session', { method: 'DELETE', keepalive: true }).then(
    () => undefined,
    (err: unknown) => console.warn('[auth] the staff session could not end', err),
  );
}

/** Nobody (or a person without the role) is signed in, but the server still treats this browser as staff. */
export function endStaffSessionIfAny(): void {
  // the answer index.html fetched for this page: it says whether the server sees a staff browser
  void Promise.resolve(window.__CLE_REMOTES__ as Promise<unknown> | undefined).then((list) => {
    if ((list as { visitor?: { staff?: unknown } } | undefined)?.visitor?.staff === true)
      void endStaffSession();
  });
}
