import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { signIn, useAuth } from '@cle/contracts/auth';

/**
 * Orders belong to a signed-in user: a visitor is sent to sign in and comes back to this page.
 * Returns the auth state; `ready` is true only once someone is signed in.
 */
export function useSignedInUser() {
  const auth = useAuth();
  const location = useLocation();
  const signedOut = auth.ready && !auth.isAuthenticated;
  const returnUrl = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (signedOut) signIn(returnUrl);
  }, [signedOut, returnUrl]);
  return { ready: auth.ready && auth.isAuthenticated, userKey: auth.sub ?? auth.individualSk ?? 'signed-in' };
}
