// Variant lists and selection (spec 3 §4.3). Pure.
import { compareText } from '@cle/ui/intl';

export interface VariantLike {
  code: string;
  eventStartDate?: string | null;
  publicationDate?: string | null;
  isExpired?: boolean;
  purchased?: boolean;
  searchableType?: string;
}

const startOf = (v: VariantLike) => Date.parse(v.eventStartDate ?? v.publicationDate ?? '') || Infinity;

/** Variant lists are sorted by start date (undated last, then by code for a stable order). */
export function sortByStartDate<T extends VariantLike>(variants: readonly T[]): T[] {
  return [...variants].sort((a, b) => startOf(a) - startOf(b) || compareText(a.code, b.code));
}

/** Expired variants are excluded from the lists. */
export function withoutExpired<T extends VariantLike>(
  variants: readonly T[],
  isExpired: (v: T) => boolean,
): T[] {
  return variants.filter((v) => !isExpired(v));
}

/** Segments are sorted by segment start time; without times, by segment number. */
export function sortSegments<T extends { segmentStartTime?: string | null; segmentNumber?: number | null }>(
  segments: readonly T[],
): T[] {
  const t = (s: T) => (s.segmentStartTime ? Date.parse(s.segmentStartTime) : Infinity);
  return [...segments].sort(
    (a, b) => t(a) - t(b) || (a.segmentNumber ?? Infinity) - (b.segmentNumber ?? Infinity),
  );
}

/** Digital first, then single-title subscription (sts), then print. */
function formatRank(format: string | null | undefined): number {
  if (!format) return 3;
  if (format.startsWith('digital')) return 0;
  if (format.startsWith('sts')) return 1;
  return 2;
}

/** Publication formats: digital first, then sts, then print; the order is otherwise kept. */
export function orderPublicationFormats<T extends { format: string | null }>(variants: readonly T[]): T[] {
  return variants
    .map((v, i) => ({ v, i }))
    .sort((a, b) => formatRank(a.v.format) - formatRank(b.v.format) || a.i - b.i)
    .map((x) => x.v);
}

/** When a purchased sts permits renewal, an sts-renewal option goes right after the first variant. */
export function withStsRenewal<
  T extends { code: string; format: string | null; purchased?: boolean; isStsRenewalPermitted?: boolean },
>(variants: readonly T[]): T[] {
  const sts = variants.find((v) => v.format === 'sts' && v.purchased && v.isStsRenewalPermitted);
  if (!sts || variants.length === 0) return [...variants];
  const renewal = { ...sts, format: 'sts-renewal', purchased: false };
  return [variants[0]!, renewal, ...variants.slice(1)];
}

export interface Selection {
  code: string | null;
  /** a hard selection locks; a soft one does not */
  hard: boolean;
}

export const NO_SELECTION: Selection = { code: null, hard: false };

/** A single on-demand variant is auto-selected (hard); a purchased variant is soft-selected. */
export function initialSelection(variants: readonly VariantLike[]): Selection {
  const onDemand = variants.filter((v) => v.searchableType !== 'liveprogram');
  if (variants.length === 1 && onDemand.length === 1) return { code: variants[0]!.code, hard: true };
  const purchased = variants.find((v) => v.purchased);
  if (purchased) return { code: purchased.code, hard: false };
  return NO_SELECTION;
}

/** Selecting: a hard selection replaces anything; a soft one is ignored once a hard selection holds. */
export function select(current: Selection, code: string, hard: boolean): Selection {
  if (hard) return { code, hard: true };
  if (current.hard) return current;
  return { code, hard: false };
}

/** Card pages show the selected variant's friendly path in the address bar, keeping query and hash. */
export function variantAddress(variantUrl: string, search: string, hash: string): string {
  return `${variantUrl}${search}${hash}`;
}
