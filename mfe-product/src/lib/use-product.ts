// GET /product/{code}, parsed at the boundary: the product page shows prices, dates and credits, so a
// payload that breaks the contract becomes the page's error card, never a wrong figure. Apart from the
// home blocks' hooks, so zod loads with the product page only (docs/decisions/006-validation.md).
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useFromServer } from '@cle/contracts/hydration';
import type { ProductPayload } from '@cle/contracts/product-schemas';
import { productPayloadSchema } from './payload-schemas';

/** The product call; route-hints.json names the same path for the shell server's preload. */
export const productPath = (code: string) => `/product/${encodeURIComponent(code)}`;

export function useProduct(code: string | null) {
  const key = code ? productPath(code) : null;
  // an answer the server rendered with is shown, not loaded again while the page hydrates
  const fromServer = useFromServer(key);
  return useSWR<ProductPayload>(
    key,
    (path: string) => apiRequest(path, { schema: productPayloadSchema }),
    fromServer ? { revalidateOnMount: false } : undefined,
  );
}
