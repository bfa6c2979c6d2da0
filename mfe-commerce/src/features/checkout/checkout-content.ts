// What the CMS page of type CheckoutPage carries: the editable content areas above and below the
// checkout, the terms texts and the VAT input's label. Read defensively: a missing property shows
// nothing rather than breaking the checkout.
import { VAT_INPUT_LABEL } from './checkout-rules';

export interface CheckoutPageContent {
  /** paragraphs above the checkout */
  contentAbove: string[];
  /** paragraphs below the checkout */
  contentBelow: string[];
  stsTerms: string[];
  ipsTerms: string[];
  vatInputLabel: string;
}

function paragraphs(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return [];
}

export function readCheckoutContent(properties: Record<string, unknown> | undefined): CheckoutPageContent {
  const p = properties ?? {};
  const label =
    typeof p.vatInputLabel === 'string' && p.vatInputLabel.trim() ? p.vatInputLabel.trim() : VAT_INPUT_LABEL;
  return {
    contentAbove: paragraphs(p.contentAbove),
    contentBelow: paragraphs(p.contentBelow),
    stsTerms: paragraphs(p.stsTerms),
    ipsTerms: paragraphs(p.ipsTerms),
    vatInputLabel: label,
  };
}
