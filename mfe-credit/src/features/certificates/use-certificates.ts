import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { CertificateListResponseSchema } from '@cle/contracts/certificate-schemas';
import type { CertificateListResponse } from '@cle/contracts/certificate-schemas';
import { certificatesQuery } from './certificates-rules';
import type { CertificatesState } from './certificates-rules';

const CERTIFICATES_KEY = '/user/certificates';

/** POST /user/certificates for one page; the error stays in SWR's state (spec 2 §8). */
export function useCertificates(state: CertificatesState) {
  const auth = useAuth();
  const query = auth.sub ? certificatesQuery(auth.sub, state) : null;
  return useSWR<CertificateListResponse>(
    query && auth.isAuthenticated ? [CERTIFICATES_KEY, JSON.stringify(query), auth.token] : null,
    ([path, body]: [string, string]) =>
      apiRequest(path, {
        method: 'POST',
        body: JSON.parse(body) as unknown,
        schema: CertificateListResponseSchema,
      }),
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}
