import { useSiteParts as useNamedSiteParts } from '@cle/contracts/site-parts';

export { useNewCmsCartFlag } from '@cle/contracts/site-parts';

/**
 * The parts the shell's chrome shows (header, footer, labels), in one request. index.html fetched
 * them moments before the first render (boot-data.ts): that answer is not asked for again on mount.
 */
export const useSiteParts = () =>
  useNamedSiteParts(['header', 'footer', 'labels'], { revalidateIfStale: false });

/** Spec 1 §2: the cart button goes to the classic shop unless the new-CMS cart flag is on. */
export function cartUrl(labels: Record<string, string> | undefined, newCmsCart: boolean | undefined): string {
  if (!labels) return '/cart';
  return newCmsCart === false
    ? (labels.classicCartUrl ?? labels.cartUrl ?? '/cart')
    : (labels.cartUrl ?? '/cart');
}
