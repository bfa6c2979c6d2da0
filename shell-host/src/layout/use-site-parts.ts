import { useSiteParts as useNamedSiteParts } from '@cle/contracts/site-parts';

export { useNewCmsCartFlag } from '@cle/contracts/site-parts';

/** The parts the shell's chrome shows (header, footer, labels), in one request. */
export const useSiteParts = () => useNamedSiteParts(['header', 'footer', 'labels']);

/** Spec 1 §2: the cart button goes to the classic shop unless the new-CMS cart flag is on. */
export function cartUrl(labels: Record<string, string> | undefined, newCmsCart: boolean | undefined): string {
  if (!labels) return '/cart';
  return newCmsCart === false
    ? (labels.classicCartUrl ?? labels.cartUrl ?? '/cart')
    : (labels.cartUrl ?? '/cart');
}
