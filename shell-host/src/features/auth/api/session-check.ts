// The provider's session check (spec 1 §4, decision 031), shared by both halves of the shell's sign-in.
import type { ShellConfig } from '../auth-state';

/** The provider's session check gives up after this (decision 031): the visitor stays anonymous. */
const SESSION_CHECK_TIMEOUT_MS = 3000;

/** Asks the provider whether it still has a session (cache-busting, with its cookie); false when it cannot say. */
export async function providerHasSession(cfg: ShellConfig): Promise<boolean> {
  try {
    const res = await fetch(`${cfg.identityUrl}/session/check?t=${Date.now()}`, {
      credentials: 'include',
      cache: 'no-store',
      signal: AbortSignal.timeout(SESSION_CHECK_TIMEOUT_MS),
    });
    return res.ok && ((await res.json()) as { authenticated?: boolean }).authenticated === true;
  } catch (err) {
    console.warn('[auth] session check failed', err);
    return false;
  }
}
