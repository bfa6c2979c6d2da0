// GET /product/{code}/variants (spec 3 §3, §7): the chosen variant's price and the caller's own state
// (registered, purchased, seats gone), asked for when the person changes variant in the panel, so what
// the panel shows for the choice is the API's current answer, not the page's first load. Parsed at the
// boundary (the panel shows its price), by a module loaded with the first change: the schemas stay off
// the page's first load. Keyed by the token, so signing in or out asks again.
import useSWR from 'swr';
import { useAuth } from '@cle/contracts/auth';
import type { VariantState } from './fetch-product-variants';

export type { VariantState };

const productVariantsPath = (code: string) => `/product/${encodeURIComponent(code)}/variants`;

/** What the variants answer says of the code the person chose (null: nothing chosen yet, no call). */
export function useVariantState(code: string | null) {
  const auth = useAuth();
  return useSWR<VariantState | null>(
    code && auth.ready ? [productVariantsPath(code), auth.token ?? ''] : null,
    ([path]: [string]) => import('./fetch-product-variants').then((m) => m.fetchVariantState(path, code!)),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
