// The certificates page's downloads (spec 2 §7). Files need the bearer token, which a plain link cannot
// send, so they are fetched and handed to the browser under the file's name.
import { buildUrl } from '@cle/contracts/api-client';
import { bulkZipName } from '@cle/contracts/certificate-schemas';
import type { CertificateBlob } from '@cle/contracts/certificate-schemas';
import { saveResponseAsFile } from '@cle/ui/file-download';
import { authHeader, customer } from '../../../lib/certificate-auth';

/** GET /user/certificates/download/{customerId}?blobName=: saved under the given name, else the blob name. */
export async function downloadCertificateFile(blob: CertificateBlob): Promise<void> {
  const res = await fetch(buildUrl(`/user/certificates/download/${customer()}`, { blobName: blob.blobUri }), {
    headers: authHeader(),
  });
  await saveResponseAsFile(res, blob.fileName || blob.blobUri);
}

/** POST /user/certificates/download-bulk/{customerId}: one zip named certificates-page-{n}.zip. */
export async function downloadCertificatesZip(
  keys: number[],
  blobUris: string[],
  pageNumber: number,
): Promise<void> {
  const res = await fetch(buildUrl(`/user/certificates/download-bulk/${customer()}`), {
    method: 'POST',
    headers: { ...authHeader(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ keys, blobUris, pageNumber }),
  });
  await saveResponseAsFile(res, bulkZipName(pageNumber));
}
