// What the shell does when the silent renewal of the access token fails (spec 1 §4; decision 032).
// Pure steps over injected effects, so the order is unit-tested without oidc-client-ts.

/**
 * How many times oidc-client-ts retries a renewal that timed out before it reports the failure.
 * Its default (no limit) retried every 5 s for ever against a provider that was down: the
 * silent-renew error never came, the token expired and the page stayed on 'Loading page'.
 */
export const SILENT_RENEW_TIMEOUT_RETRIES = 0;

export interface RenewalRecoveryEffects {
  /** forgets the user (tokens and profile): the auth store becomes anonymous */
  removeUser(): Promise<void>;
  /** the first step of a silent sign-in: does the provider still have a session? (false when unreachable) */
  providerHasSession(): Promise<boolean>;
  /** one silent sign-in; the user, or null when it failed */
  silentSignIn(): Promise<unknown>;
  reload(): void;
  /** failures are logged only (spec 1 §8) */
  log(message: string, detail?: unknown): void;
}

export type RenewalOutcome = 'reloaded' | 'signed-out';

/**
 * Renewal failed: the user is removed and a silent sign-in is tried again; if it succeeds the page
 * reloads, otherwise the visitor goes on signed out (the header offers Sign in). Never throws.
 */
export async function recoverFromFailedRenewal(
  error: unknown,
  effects: RenewalRecoveryEffects,
): Promise<RenewalOutcome> {
  effects.log('[auth] silent renewal failed', error);
  try {
    await effects.removeUser();
  } catch (err) {
    effects.log('[auth] removing the user failed', err);
  }
  try {
    // a provider that is down answers nothing: no sign-in iframe is opened to wait for it
    if ((await effects.providerHasSession()) && (await effects.silentSignIn())) {
      effects.reload();
      return 'reloaded';
    }
  } catch (err) {
    effects.log('[auth] silent sign-in after a failed renewal failed', err);
  }
  effects.log('[auth] signed out: the session could not be renewed');
  return 'signed-out';
}
