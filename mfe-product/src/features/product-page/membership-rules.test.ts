import { membershipClass, showsDiscountAdvice, showsPlusTout, showsSegmentNotice } from './membership-rules';

describe('membership on product pages (spec 3 §6)', () => {
  test('[S3-ROLES-01] the membership class is individual membership (isIm), plus membership (isPm) or retail', () => {
    expect(membershipClass({ isIm: true, isPm: false })).toBe('im');
    expect(membershipClass({ isIm: false, isPm: true })).toBe('pm');
    expect(membershipClass({ isIm: true, isPm: true })).toBe('pm');
    expect(membershipClass({ isIm: false, isPm: false })).toBe('retail');
  });

  test('[S3-ROLES-09] [S3-ROLES-10] plus subscribers do not see the promo card; everyone else sees the plus tout', () => {
    expect(showsPlusTout('pm')).toBe(false);
    expect(showsPlusTout('im')).toBe(true);
    expect(showsPlusTout('retail')).toBe(true);
  });

  test('[S3-ROLES-13] the discount-advice opt-out turns the discount advice off', () => {
    const item = { price: 1295, retail: true };
    expect(showsDiscountAdvice('im', item, [])).toBe(true);
    expect(showsDiscountAdvice('pm', item, [])).toBe(true);
    expect(showsDiscountAdvice('im', item, ['discount-advice'])).toBe(false);
    expect(showsDiscountAdvice('retail', item, [])).toBe(false);
    expect(showsDiscountAdvice('im', { price: 0, retail: true }, [])).toBe(false);
    expect(showsDiscountAdvice('im', { price: 95, retail: false }, [])).toBe(false);
  });

  test('[S3-PDP-60] [S3-ROLES-14] the segment notice shows when some segment is in the membership, unless opted out', () => {
    expect(showsSegmentNotice([{ retail: true }, { retail: false }], [])).toBe(true);
    expect(showsSegmentNotice([{ retail: true }, { retail: true }], [])).toBe(false);
    expect(showsSegmentNotice([], [])).toBe(false);
    expect(showsSegmentNotice([{ retail: false }], ['membership-offers'])).toBe(false);
    expect(showsSegmentNotice([{ retail: false }], ['discount-advice'])).toBe(true);
  });
});
