// Saving a file the API serves only with the bearer token (materials, certificates, the roster's
// workbook): a plain link cannot send the token, so the page fetches the bytes and hands them to the
// browser under the file's name. One helper for mfe-credit, mfe-library and mfe-product.
import { ApiError, buildUrl } from '@cle/contracts/api-client';

/** Saves a fetched response under fileName; a failed response throws an ApiError with the API's message. */
export async function saveResponseAsFile(res: Response, fileName: string): Promise<void> {
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ?? `${res.status} ${res.statusText}`, 'http', res.status, body);
  }
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // the browser has taken the bytes once the click was handled
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}

/** GET an API path (and query) with the bearer token and save the answer as fileName. */
export async function downloadWithToken(
  path: string,
  fileName: string,
  token: string | null,
  opts: { query?: Record<string, string>; accept?: string } = {},
): Promise<void> {
  const res = await fetch(buildUrl(path, opts.query), {
    headers: {
      Accept: opts.accept ?? 'application/pdf',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    cache: 'no-store',
  });
  await saveResponseAsFile(res, fileName);
}
