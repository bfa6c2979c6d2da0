// The credit modal's certificate calls (spec 2 §7): save and delete an external certificate, delete its
// file, and upload one with progress (XMLHttpRequest: fetch reports no upload progress).
import { ApiError, apiRequest, buildUrl } from '@cle/contracts/api-client';
import { CertificateSchema, UploadResponseSchema } from '@cle/contracts/certificate-schemas';
import { authHeader, customer } from '../../../lib/certificate-auth';
import type { Certificate, CertificateBlob, CertificateInput } from '@cle/contracts/certificate-schemas';

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
