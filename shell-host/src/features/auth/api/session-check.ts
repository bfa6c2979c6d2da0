// The provider's session check (spec 1 §4, decision 031), shared by both halves of the shell's sign-in.
import type { ShellConfig } from '../auth-state';

/** The provider's session check gives up after this (decision 031): the visitor stays anonymous. */
const SESSION_CHECK_TIMEOUT_MS = 3000;

/** Asks the provider whether it still has a session (cache-busting, with its cookie); null when it cannot say. */
export async function providerSessionAnswer(cfg: ShellConfig): Promise<boolean | null> {
  try {
    const res = await fetch(`${cfg.identityUrl}/session/check?t=${Date.now()}`, {
      credentials: 'include',
      cache: 'no-store',
      signal: AbortSignal.timeout(SESSION_CHECK_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`session check answered ${res.status}`);
    return ((await res.json()) as { authenticated?: boolean }).authenticated === true;
  } catch (err) {
    console.warn('[auth] session check failed', err);
    return null;
  }
}

/** Whether the provider still has a session; false when it cannot say. */
export async function providerHasSession(cfg: ShellConfig): Promise<boolean> {
  return (await providerSessionAnswer(cfg)) === true;
}
