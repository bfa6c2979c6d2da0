// Which product page a variation gets (spec 3 §2.1). Pure. The type lists live in @cle/contracts.

import {
  BOOK_TYPES,
  LIVE_TYPES,
  MEMBERSHIP_TYPES,
  ON_DEMAND_TYPES,
  PODCAST_TYPES,
} from '@cle/contracts/product-types';

/** The live interactive webcast page is not built yet: it shows an 'Incomplete' notice (spec 3 §2.1). */
const INCOMPLETE_TYPE = 'LiveProgramInteractiveWebcastVariation';

export type PageKind = 'book' | 'membership' | 'live' | 'ondemand' | 'segment' | 'podcast' | 'incomplete';

/** The concrete content type is the last item of the list. */
function concreteType(contentType: readonly string[]): string | undefined {
  return contentType[contentType.length - 1];
}

const has = (list: readonly string[], t: string | undefined) => t !== undefined && list.includes(t);

/** onDemandType 1 means a segment. */
const SEGMENT_ON_DEMAND_TYPE = 1;
function isSegment(onDemandType: number | null | undefined): boolean {
  return onDemandType === SEGMENT_ON_DEMAND_TYPE;
}

/** onDemandMediaType 0 means audio, 1 video. */
export function mediaType(onDemandMediaType: number | null | undefined): 'audio' | 'video' | null {
  return onDemandMediaType === 0 ? 'audio' : onDemandMediaType === 1 ? 'video' : null;
}

/**
 * The page for a content type. An on-demand type is the segment page when the variation is a segment
 * (known once the variation has loaded). Null for a type this remote does not map.
 */
export function pageKindFor(contentType: readonly string[], onDemandType?: number | null): PageKind | null {
  const t = concreteType(contentType);
  if (has(BOOK_TYPES, t)) return 'book';
  if (has(MEMBERSHIP_TYPES, t)) return 'membership';
  if (t === INCOMPLETE_TYPE) return 'incomplete';
  if (has(LIVE_TYPES, t)) return 'live';
  if (has(ON_DEMAND_TYPES, t)) return isSegment(onDemandType) ? 'segment' : 'ondemand';
  if (has(PODCAST_TYPES, t)) return 'podcast';
  return null;
}

/**
 * Where membership and plus subscription variation pages send the browser. The spec says "the
 * configured membership or subscription product page" without naming it: both are the CMS
 * membership page, '/membership'.
 */
export const MEMBERSHIP_PRODUCT_PAGE = '/membership';
const PLUS_SUBSCRIPTION_PRODUCT_PAGE = '/membership';

/** The redirect target, keeping query string and hash; null when the type is not a membership type. */
export function membershipRedirect(
  contentType: readonly string[],
  search: string,
  hash: string,
): string | null {
  const t = concreteType(contentType);
  const target =
    t === 'IndividualMembershipVariation'
      ? MEMBERSHIP_PRODUCT_PAGE
      : t === 'IndividualPlusSubscriptionVariation'
        ? PLUS_SUBSCRIPTION_PRODUCT_PAGE
        : null;
  return target ? `${target}${search}${hash}` : null;
}
