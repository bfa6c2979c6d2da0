// The callback pages' one call each (spec 1 §2): the sign-in code or the sign-out answer the identity
// provider sent back, handed to the auth service once; it then navigates, replacing history.
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { authService } from './auth-start';

/** Runs the service's `step` once per mount (a sign-in code can be exchanged once only). */
function useCompleteOnce(step: 'completeSignIn' | 'completeSignOut'): void {
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void authService().then((s) => s[step]((to) => navigate(to, { replace: true })));
  }, [navigate, step]);
}

export const useCompleteSignIn = () => useCompleteOnce('completeSignIn');

export const useCompleteSignOut = () => useCompleteOnce('completeSignOut');
