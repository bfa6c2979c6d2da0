import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import type { RedirectLookup } from '@cle/contracts/block-schemas';
import { ERROR_SEVERITY } from '@cle/ui/error-boundary';
import { reportError } from '@cle/ui/error-reporting';
import { checkRedirectTarget } from './redirect-rules';

/**
 * Spec 1 §2/§8: before a missing page shows its error, ask whether the path plus query moved
 * (GET /redirect/?uri=); follow a target inside the site (or to an allowed host), replacing history.
 */
export function usePossibleRedirect(path: string, search: string, failed: boolean) {
  const navigate = useNavigate();
  const { data, error } = useSWR<RedirectLookup, Error>(
    failed ? ['/redirect/', `${path}${search}`] : null,
    ([p, uri]: readonly [string, string]) => apiRequest(p, { query: { uri }, auth: false }),
  );
  const target = checkRedirectTarget(data?.target);
  const internal = target?.kind === 'internal' ? target.path : null;
  const external = target?.kind === 'external' ? target.href : null;
  useEffect(() => {
    if (internal) navigate(internal, { replace: true });
    else if (external) window.location.replace(external);
  }, [internal, external, navigate]);
  // S2-OTHER-09: a failed lookup is reported, and the page's own error shows
  useEffect(() => {
    if (error) reportError(error, { severity: ERROR_SEVERITY, boundary: 'shell/redirect-lookup' });
  }, [error]);
  return { checking: failed && !data && !error, redirecting: Boolean(target) };
}
