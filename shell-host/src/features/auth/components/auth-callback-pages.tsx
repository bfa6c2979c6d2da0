// The sign-in and sign-out callback pages (spec 1 §2), loaded only on those paths: a page someone
// lands on from the identity provider, never part of any other page's first load.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { signOut } from '@cle/contracts/auth';
import { Button } from '@cle/ui/button';
import { colors } from '@cle/ui/theme';
import { signinMessage, SIGNIN_MESSAGE_MS, SIGNOUT_QUESTION } from '../auth-rules';
import { useCompleteSignIn, useCompleteSignOut } from '../api/use-auth-callbacks';

export function SigninCallback() {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setElapsed((e) => e + SIGNIN_MESSAGE_MS), SIGNIN_MESSAGE_MS);
    return () => clearInterval(t);
  }, []);
  useCompleteSignIn();
  return (
    <div
      role="status"
      aria-live="polite"
      css={{ minHeight: '60vh', display: 'grid', placeItems: 'center', fontSize: 22, color: colors.inkSoft }}
    >
      {signinMessage(elapsed)}
    </div>
  );
}

export function SignoutCallback() {
  useCompleteSignOut();
  return null;
}

/**
 * /signout: reached from the site itself (a route change), it signs out and renders nothing while the
 * provider ends the session. Opened as a new document (a link on another site, a typed URL) it only
 * asks: a cross-site GET must never sign anyone out (issue 18).
 */
export function SignoutTrigger() {
  const { key } = useLocation();
  const fromTheSite = key !== 'default'; // 'default': the entry this document was loaded with
  const started = useRef(false);
  useEffect(() => {
    if (!fromTheSite || started.current) return;
    started.current = true;
    signOut();
  }, [fromTheSite]);
  if (fromTheSite) return null;
  return <SignoutQuestion />;
}

function SignoutQuestion() {
  return (
    <section
      aria-labelledby="signout-question"
      css={{ maxWidth: 560, margin: '48px auto', padding: '0 16px' }}
    >
      <h1 id="signout-question">{SIGNOUT_QUESTION.title}</h1>
      <p>{SIGNOUT_QUESTION.text}</p>
      <div css={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button onClick={() => signOut()}>{SIGNOUT_QUESTION.confirm}</Button>
        <Link to="/">{SIGNOUT_QUESTION.stay}</Link>
      </div>
    </section>
  );
}
