// Downloading a file the API serves only with the bearer token (materials): a plain link cannot send
// the token, so the page fetches the bytes and hands them to the browser under the file's name.
import { ApiError, buildUrl } from '@cle/contracts/api-client';

export async function downloadWithToken(path: string, fileName: string, token: string | null): Promise<void> {
  const res = await fetch(buildUrl(path), {
    headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
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
