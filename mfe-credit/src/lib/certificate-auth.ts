// What the certificate calls of the credit modal and the certificates page share: the signed-in
// member's customer id for the path, and the bearer header for calls made outside the API client
// (the upload's XMLHttpRequest, the downloads' fetch).
import { ApiError } from '@cle/contracts/api-client';
import { authStore } from '@cle/contracts/auth';

export const customer = () => {
  const sub = authStore.get().sub;
  if (!sub) throw new ApiError('Sign in required', 'http', 401);
  return encodeURIComponent(sub);
};

export const authHeader = (): Record<string, string> => {
  const token = authStore.get().token;
  return token ? { Authorization: `Bearer ${token}` } : {};
};
