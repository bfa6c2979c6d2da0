// The certificates page's calls: one page of certificates (SWR) and the downloads with their toasts.
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { CertificateListResponseSchema } from '@cle/contracts/certificate-schemas';
import type { Certificate, CertificateListResponse } from '@cle/contracts/certificate-schemas';
import { toast } from '@cle/contracts/toast';
import { downloadCertificateFile, downloadCertificatesZip } from './certificate-downloads';
import { certificateNoun, certificatesQuery } from '../certificates-rules';
import type { CertificatesState } from '../certificates-rules';

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

/** The row's 'Download certificate' (each of its files) and the page's bulk 'Download' (one zip). */
export function useCertificateDownloads(data: CertificateListResponse | undefined, bulk: string[] | null) {
  const downloadOne = async (c: Certificate) => {
    try {
      for (const b of c.certificateBlobs) await downloadCertificateFile(b);
      toast.show({ content: 'Certificate downloaded', type: 'confirmation' });
    } catch {
      toast.show({ content: `There was an error downloading ${certificateNoun(c)}`, type: 'alert' });
    }
  };
  const downloadPage = async () => {
    if (!bulk || !data) return;
    try {
      await downloadCertificatesZip(
        data.items.filter((c) => c.certificateBlobs.length).map((c) => c.id),
        bulk,
        data.summary.pageNumber,
      );
      toast.show({ content: 'Certificates downloaded', type: 'confirmation' });
    } catch {
      toast.show({ content: 'There was an error downloading certificates', type: 'alert' });
    }
  };
  return { downloadOne, downloadPage };
}
