// Calls for certificates and their files (spec 2 §7). Files need the bearer token, which a plain link
// cannot send, so downloads are fetched and handed to the browser under the file's name; uploads use
// XMLHttpRequest because fetch reports no upload progress.
import { saveResponseAsFile } from '@cle/ui/file-download';
import { ApiError, apiRequest, buildUrl } from '@cle/contracts/api-client';
import { authStore } from '@cle/contracts/auth';
import { CertificateSchema, UploadResponseSchema, bulkZipName } from '@cle/contracts/certificate-schemas';
import type { Certificate, CertificateBlob, CertificateInput } from '@cle/contracts/certificate-schemas';

const customer = () => {
  const sub = authStore.get().sub;
  if (!sub) throw new ApiError('Sign in required', 'http', 401);
  return encodeURIComponent(sub);
};
const authHeader = (): Record<string, string> => {
  const token = authStore.get().token;
  return token ? { Authorization: `Bearer ${token}` } : {};
};

export function saveCertificate(regionSk: number, input: CertificateInput): Promise<Certificate> {
  const action = input.id ? 'update' : 'add';
  return apiRequest(`/credit-tracker/external-Certificate/${action}/${customer()}/${regionSk}`, {
    method: 'POST',
    body: input,
    schema: CertificateSchema,
  });
}

export function deleteCertificate(id: number): Promise<unknown> {
  return apiRequest(`/credit-tracker/external-Certificate/${customer()}/${id}`, { method: 'DELETE' });
}

export function deleteCertificateFile(blobName: string): Promise<unknown> {
  return apiRequest(`/user/certificates/delete-file/${customer()}`, {
    method: 'DELETE',
    query: { blobName },
  });
}

/** POST /user/certificates/upload with one file in `files`; onProgress gets 0..100 from the upload events. */
export function uploadCertificateFile(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<CertificateBlob> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/user/certificates/upload'));
    for (const [k, v] of Object.entries(authHeader())) xhr.setRequestHeader(k, v);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const message = (body as { message?: string } | null)?.message ?? `${xhr.status} ${xhr.statusText}`;
        reject(new ApiError(message, 'http', xhr.status, body));
        return;
      }
      const parsed = UploadResponseSchema.safeParse(body);
      if (!parsed.success || !parsed.data[0])
        reject(new ApiError('Unexpected upload answer', 'invalid-payload', xhr.status, body));
      else {
        onProgress(100);
        resolve(parsed.data[0]);
      }
    };
    xhr.onerror = () => reject(new ApiError('Network error uploading the file', 'network'));
    xhr.onabort = () => reject(new ApiError('Upload cancelled', 'network'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

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
