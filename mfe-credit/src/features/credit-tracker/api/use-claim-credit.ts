// S2-API-06: a certificate's "Claim credit" asks GET /cle/claimcredit-link/{code} where the member claims
// the program's credit, and goes there (an address of this site stays in the app; another http(s) one
// loads; any other scheme, javascript: or data:, is refused as a failed call, so the answer cannot run code).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '@cle/contracts/api-client';
import { ClaimCreditLinkSchema } from '@cle/contracts/credit-schemas';

const CLAIM_CREDIT_FAILED = 'The claim credit link could not be opened. Try again later.';

function isWebAddress(url: string) {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

export function useClaimCredit() {
  const navigate = useNavigate();
  const [state, setState] = useState<{ code: string | null; error: string | null }>({
    code: null,
    error: null,
  });
  const claim = async (code: string) => {
    setState({ code, error: null });
    try {
      const { url } = await apiRequest(`/cle/claimcredit-link/${encodeURIComponent(code)}`, {
        schema: ClaimCreditLinkSchema,
      });
      if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
      else if (isWebAddress(url)) window.location.assign(url);
      else throw new Error('claim credit link is not an http(s) address');
      setState({ code: null, error: null });
    } catch {
      setState({ code, error: CLAIM_CREDIT_FAILED });
    }
  };
  /** the code being claimed (its button is busy) and the failure message, if any */
  return { ...state, claim };
}
