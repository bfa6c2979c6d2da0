import { useEffect, useState } from 'react';
import type { PageProps } from '@cle/contracts/page';
import { checkRedirectTarget } from '../../routing/redirect-rules';

const REDIRECT_MESSAGES = ['Redirecting...', 'Hang in there...', 'One moment...'] as const;
const MESSAGE_ROTATE_MS = 2000;

/** Where the page sends the browser: its URL when allowed, else /404 (spec 1 §2). */
export function mobileStoreTarget(redirectUrl: unknown): string {
  const t = typeof redirectUrl === 'string' ? checkRedirectTarget(redirectUrl) : null;
  if (!t) return '/404';
  return t.kind === 'internal' ? t.path : t.href;
}

/** Sends the browser to the app store page (a full navigation) with rotating messages meanwhile. */
export function MobileStoreRedirectPage({ page }: PageProps) {
  const [i, setI] = useState(0);
  const target = mobileStoreTarget(page.properties.redirectUrl);
  useEffect(() => {
    window.location.replace(target);
    const t = setInterval(() => setI((n) => (n + 1) % REDIRECT_MESSAGES.length), MESSAGE_ROTATE_MS);
    return () => clearInterval(t);
  }, [target]);
  return (
    <p role="status" css={{ textAlign: 'center', padding: '96px 16px', fontSize: 22 }}>
      {REDIRECT_MESSAGES[i]}
    </p>
  );
}
