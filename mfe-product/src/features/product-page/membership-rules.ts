// Membership on the product pages (spec 3 §6): the membership class from the contract statuses, the
// plus tout / membership promo card, and what the profile's content opt-outs switch off (discount
// advice, the segment notice). Pure.

/** Individual membership (isIm), plus membership (isPm), or retail (neither). A plus member is 'pm'. */
export type MembershipClass = 'im' | 'pm' | 'retail';

export function membershipClass(s: { isIm: boolean; isPm: boolean }): MembershipClass {
  if (s.isPm) return 'pm';
  if (s.isIm) return 'im';
  return 'retail';
}

/** The content opt-out keys (profile contentOptOut; @cle/contracts/profile-schemas CONTENT_OPT_OUTS). */
const DISCOUNT_ADVICE_OPT_OUT = 'discount-advice';
const SEGMENT_NOTICE_OPT_OUT = 'membership-offers';

export const PLUS_TOUT_TEXT =
  'Read every PLI publication online and save on programs with PLI PLUS membership.';
export const PLUS_TOUT_LINK = 'Learn about PLI PLUS';
export const DISCOUNT_ADVICE_TEXT = 'Your PLI Membership discount is applied in your cart.';
export const SEGMENT_NOTICE_TEXT = 'Some segments of this program are included in the membership.';
export const SEGMENT_NOTICE_LINK = 'See the segments';

/** Plus subscribers do not see the membership promo card; everyone else sees the plus info tout. */
export const showsPlusTout = (cls: MembershipClass): boolean => cls !== 'pm';

/** Members are told their discount applies, on a priced retail item, unless they opted out. */
export function showsDiscountAdvice(
  cls: MembershipClass,
  item: { price: number; retail: boolean },
  contentOptOut: readonly string[],
): boolean {
  return (
    cls !== 'retail' && item.price > 0 && item.retail && !contentOptOut.includes(DISCOUNT_ADVICE_OPT_OUT)
  );
}

/**
 * The on-demand program's notice linking to #segments: some segment is included in the membership
 * (not sold retail), unless the person opted out of membership offers.
 */
export function showsSegmentNotice(
  segments: readonly { retail: boolean }[],
  contentOptOut: readonly string[],
): boolean {
  return segments.some((s) => !s.retail) && !contentOptOut.includes(SEGMENT_NOTICE_OPT_OUT);
}
