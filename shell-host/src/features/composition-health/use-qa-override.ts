// A QA override (decision 065) as the composition health page and the override bar use it: set one
// remote's candidate release in this browser session, or reset it; the shell server checks the token,
// the release and its origin, and the page reloads with what it answered.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useAuth } from '@cle/contracts/auth';
import { pageLoad } from '../../federation/who-gets-what';
import type { ServedRemote } from '../../federation/who-gets-what';

/**
 * Loads `release` of `remote` in this browser session (QA override); null when set, else the shell
 * server's reason (an unknown release, an origin not allowlisted, not staff) or that it is unreachable.
 */
async function setQaOverride(token: string | null, remote: string, release: string): Promise<string | null> {
  try {
    const res = await fetch('/qa-override', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ remote, release }),
    });
    if (res.ok) return null;
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    return body.message ?? `The shell answered ${res.status}`;
  } catch {
    return 'The shell server could not be reached';
  }
}

/** Ends this browser session's QA override (the banner's reset); a failure leaves the page to say so on reload. */
export function resetQaOverride(): Promise<void> {
  return fetch('/qa-override', { method: 'DELETE' }).then(
    () => undefined,
    () => undefined,
  );
}

/** The override form's fields, its refusal and its submit: the page reloads once the override is set. */
export function useQaOverrideForm(served: readonly ServedRemote[]) {
  const { token } = useAuth();
  const [remote, setRemote] = useState(served[0]?.remote ?? '');
  const [release, setRelease] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    const refused = await setQaOverride(token, remote, release.trim());
    if (!refused) return pageLoad.reload();
    setMessage(refused);
    setBusy(false);
  };

  return { remote, setRemote, release, setRelease, message, busy, submit };
}
