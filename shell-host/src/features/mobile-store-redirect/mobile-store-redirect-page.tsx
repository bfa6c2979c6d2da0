import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '@cle/contracts/page';
import { checkRedirectTarget } from '../../routing/redirect-rules';
import { replaceLocation } from '../../lib/leave-site';

const REDIRECT_MESSAGES = ['Redirecting...', 'Hang in there...', 'One moment...'] as const;
const MESSAGE_ROTATE_MS = 2000;

/** Where the page sends the browser: its URL when allowed, else /404 (spec 1 §2). */
function mobileStoreTarget(redirectUrl: unknown) {
  const t = typeof redirectUrl === 'string' ? checkRedirectTarget(redirectUrl) : null;
  return t ?? { kind: 'internal' as const, path: '/404' };
}

/**
 * Sends the browser to the app store page, replacing this one in history, with rotating messages
 * meanwhile: another site is a full navigation, a site path the router's.
 */
export function MobileStoreRedirectPage({ page }: PageProps) {
  const [i, setI] = useState(0);
  const navigate = useNavigate();
  const target = mobileStoreTarget(page.properties.redirectUrl);
  const href = target.kind === 'internal' ? target.path : target.href;
  const internal = target.kind === 'internal';
  useEffect(() => {
    if (internal) navigate(href, { replace: true });
    else replaceLocation(href);
    const t = setInterval(() => setI((n) => (n + 1) % REDIRECT_MESSAGES.length), MESSAGE_ROTATE_MS);
    return () => clearInterval(t);
  }, [internal, href, navigate]);
  return (
    <p role="status" css={{ textAlign: 'center', padding: '96px 16px', fontSize: 22 }}>
      {REDIRECT_MESSAGES[i]}
    </p>
  );
}
