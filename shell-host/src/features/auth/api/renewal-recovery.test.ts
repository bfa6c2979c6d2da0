import { ErrorTimeout, User, UserManager } from 'oidc-client-ts';
import { managerSettings } from './auth-service';
import { recoverFromFailedRenewal, SILENT_RENEW_TIMEOUT_RETRIES } from './renewal-recovery';
import type { RenewalRecoveryEffects } from './renewal-recovery';

function effects(over: Partial<RenewalRecoveryEffects> = {}) {
  const calls: string[] = [];
  const e: RenewalRecoveryEffects = {
    removeUser: jest.fn(async () => void calls.push('removeUser')),
    providerHasSession: jest.fn(async () => (calls.push('providerHasSession'), true)),
    silentSignIn: jest.fn(async () => (calls.push('silentSignIn'), { profile: { sub: 'u1' } })),
    reload: jest.fn(() => void calls.push('reload')),
    log: jest.fn(),
    ...over,
  };
  return { e, calls };
}

describe('a failed silent renewal (spec 1 §4)', () => {
  test('[S1-AUTH-24] [S1-AUTH-25] the user is removed, silent sign-in is tried again, and on success the page reloads', async () => {
    const { e, calls } = effects();
    await expect(recoverFromFailedRenewal(new Error('renewal timed out'), e)).resolves.toBe('reloaded');
    expect(calls).toEqual(['removeUser', 'providerHasSession', 'silentSignIn', 'reload']);
  });

  test('[S1-AUTH-24] [S1-ERRORS-29] the retried sign-in fails: signed out, no reload, the failure logged only', async () => {
    const { e, calls } = effects({ silentSignIn: jest.fn(async () => null) });
    await expect(recoverFromFailedRenewal(new Error('renewal timed out'), e)).resolves.toBe('signed-out');
    expect(calls).toEqual(['removeUser', 'providerHasSession']);
    expect(e.silentSignIn).toHaveBeenCalledTimes(1);
    expect(e.reload).not.toHaveBeenCalled();
    expect(e.log).toHaveBeenCalledWith('[auth] silent renewal failed', expect.any(Error));
  });

  test('[S1-ERRORS-29] the provider is down: no sign-in iframe is opened, the visitor is signed out, nothing throws', async () => {
    const { e } = effects({
      providerHasSession: jest.fn(async () => false),
      removeUser: jest.fn(async () => {
        throw new Error('storage gone');
      }),
    });
    await expect(recoverFromFailedRenewal(new Error('renewal timed out'), e)).resolves.toBe('signed-out');
    expect(e.silentSignIn).not.toHaveBeenCalled();
    expect(e.reload).not.toHaveBeenCalled();
    expect(e.log).toHaveBeenCalledWith('[auth] signed out: the session could not be renewed');
  });

  test('a silent sign-in that throws still ends signed out (never stuck)', async () => {
    const { e } = effects({
      silentSignIn: jest.fn(async () => {
        throw new Error('iframe timed out');
      }),
    });
    await expect(recoverFromFailedRenewal(new Error('x'), e)).resolves.toBe('signed-out');
  });
});

describe('the shell’s oidc-client-ts settings', () => {
  afterEach(() => jest.useRealTimers());

  test('[S1-AUTH-23] [S1-AUTH-24] a renewal that times out (provider down) is reported at once, not retried every 5 s for ever', async () => {
    jest.useFakeTimers();
    const manager = new UserManager(
      managerSettings({ identityUrl: 'https://id.example', clientId: 'cle-site' }),
    );
    // what the silent-renew iframe does against a provider that does not answer
    const signinSilent = jest
      .spyOn(manager, 'signinSilent')
      .mockRejectedValue(new ErrorTimeout('IFrame timed out without a response'));
    const renewErrors = jest.fn();
    manager.events.addSilentRenewError(renewErrors);
    const now = Math.floor(Date.now() / 1000);
    await manager.events.load(
      new User({
        access_token: 'a',
        token_type: 'Bearer',
        profile: { sub: 'u1', iss: 'x', aud: 'y', exp: now + 15, iat: now },
        expires_at: now + 15,
      }),
    );
    // renewal starts 10 s before expiry: 5 s after issue for a 15 s token, not before
    await jest.advanceTimersByTimeAsync(4_500);
    expect(signinSilent).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_500);
    expect(signinSilent).toHaveBeenCalledTimes(1);
    expect(renewErrors).toHaveBeenCalledTimes(1);
    expect(SILENT_RENEW_TIMEOUT_RETRIES).toBe(0);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(signinSilent).toHaveBeenCalledTimes(1);
    manager.stopSilentRenew();
    await manager.events.unload();
  });
});
