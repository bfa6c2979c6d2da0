// Publication download or stream access (spec 1 §4, spec 3 §6): example cases and properties over any
// variants, ownership and time.
import fc from 'fast-check';
import { PUBLICATION_FORMATS } from '@cle/contracts/product-schemas';
import { PRINT_FORMATS, publicationAccess } from './publication-access';
import type { AccessOwnership, AccessVariant } from './publication-access';

const NOW = Date.UTC(2026, 10, 23, 12);
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const digital: AccessVariant = { pk: 'b-dig', price: 149, bookFormat: 'digital-program' };
const hardcover: AccessVariant = { pk: 'b-hc', price: 199, bookFormat: 'hardcover' };
const owns = (entries: [string, AccessOwnership][]) => new Map(entries);

const variantArb = fc.record({
  pk: fc.constantFrom('v1', 'v2', 'v3', 'v4'),
  price: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 900 })),
  bookFormat: fc.option(fc.constantFrom(...PUBLICATION_FORMATS), { nil: null }),
});
const ownershipArb = fc.record({
  isPurchased: fc.boolean(),
  accessExpirationDate: fc.option(
    fc.integer({ min: -400, max: 400 }).map((d) => iso(NOW + d * DAY)),
    { nil: null },
  ),
});
const libraryArb = fc
  .array(fc.tuple(fc.constantFrom('v1', 'v2', 'v3', 'v4'), ownershipArb), { maxLength: 4 })
  .map((e) => new Map<string, AccessOwnership>(e));

describe('publication access', () => {
  test('[S1-PRODUCT-03] [S3-ROLES-28] the states are loading, allowed and not-allowed', () => {
    expect(publicationAccess(digital, [digital], null, NOW)).toBe('loading');
    expect(publicationAccess(digital, [digital], owns([['b-dig', { isPurchased: true }]]), NOW)).toBe(
      'allowed',
    );
    expect(publicationAccess(digital, [digital], owns([]), NOW)).toBe('not-allowed');
    fc.assert(
      fc.property(variantArb, fc.array(variantArb), fc.option(libraryArb, { nil: null }), (v, vs, lib) =>
        ['loading', 'allowed', 'not-allowed'].includes(publicationAccess(v, vs, lib, NOW)),
      ),
    );
  });

  test('[S1-PRODUCT-04] [S3-ROLES-29] a freely accessible variant is allowed, even before the library answers', () => {
    const free = { ...digital, price: 0 };
    expect(publicationAccess(free, [free], null, NOW)).toBe('allowed');
    expect(publicationAccess(free, [free], owns([]), NOW)).toBe('allowed');
    fc.assert(
      fc.property(
        variantArb,
        fc.array(variantArb),
        fc.option(libraryArb, { nil: null }),
        (v, vs, lib) => publicationAccess({ ...v, price: 0 }, vs, lib, NOW) === 'allowed',
      ),
    );
  });

  test('[S1-PRODUCT-05] [S3-ROLES-30] a purchase with unexpired access is allowed; expired access is not', () => {
    const bought = (expires: string | null) =>
      owns([['b-dig', { isPurchased: true, accessExpirationDate: expires }]]);
    expect(publicationAccess(digital, [digital], bought(null), NOW)).toBe('allowed');
    expect(publicationAccess(digital, [digital], bought(iso(NOW + DAY)), NOW)).toBe('allowed');
    expect(publicationAccess(digital, [digital], bought(iso(NOW - DAY)), NOW)).toBe('not-allowed');
    // access ending exactly now has ended
    expect(publicationAccess(digital, [digital], bought(iso(NOW)), NOW)).toBe('not-allowed');
    // saved, not bought
    expect(publicationAccess(digital, [digital], owns([['b-dig', { isPurchased: false }]]), NOW)).toBe(
      'not-allowed',
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), (days) => {
        const later = bought(iso(NOW + days * 3_600_000));
        const earlier = bought(iso(NOW - days * 3_600_000));
        return (
          publicationAccess(digital, [digital], later, NOW) === 'allowed' &&
          publicationAccess(digital, [digital], earlier, NOW) === 'not-allowed'
        );
      }),
    );
  });

  test('[S1-PRODUCT-06] [S3-ROLES-31] an allowed print variant opens the other formats; an expired or saved one does not', () => {
    const both = [digital, hardcover];
    expect(publicationAccess(digital, both, owns([['b-hc', { isPurchased: true }]]), NOW)).toBe('allowed');
    expect(
      publicationAccess(
        digital,
        both,
        owns([['b-hc', { isPurchased: true, accessExpirationDate: iso(NOW - DAY) }]]),
        NOW,
      ),
    ).toBe('not-allowed');
    // a free print edition is allowed, so the set is
    expect(publicationAccess(digital, [digital, { ...hardcover, price: 0 }], owns([]), NOW)).toBe('allowed');
    // an sts or digital variant is not a print variant
    const sts: AccessVariant = { pk: 'b-sts', price: 99, bookFormat: 'sts' };
    expect(publicationAccess(digital, [digital, sts], owns([['b-sts', { isPurchased: true }]]), NOW)).toBe(
      'not-allowed',
    );
    fc.assert(
      fc.property(variantArb, fc.array(variantArb), libraryArb, (v, vs, lib) => {
        const print = vs.find(
          (x) =>
            x.bookFormat !== null &&
            PRINT_FORMATS.has(x.bookFormat) &&
            (x.price === 0 || (lib.get(x.pk)?.isPurchased && !lib.get(x.pk)?.accessExpirationDate)),
        );
        return !print || publicationAccess(v, vs, lib, NOW) === 'allowed';
      }),
    );
  });

  test('[S1-PRODUCT-07] [S3-ROLES-32] not allowed when it is not free, not bought with unexpired access and no print variant is allowed', () => {
    expect(publicationAccess(digital, [digital, hardcover], owns([]), NOW)).toBe('not-allowed');
    fc.assert(
      fc.property(variantArb, fc.array(variantArb), libraryArb, (v, vs, lib) => {
        const allowed = (x: AccessVariant) => {
          const o = lib.get(x.pk);
          const unexpired =
            !!o?.isPurchased && (!o.accessExpirationDate || Date.parse(o.accessExpirationDate) > NOW);
          return x.price === 0 || unexpired;
        };
        const expected =
          allowed(v) ||
          vs.some((x) => x.bookFormat !== null && PRINT_FORMATS.has(x.bookFormat) && allowed(x));
        return publicationAccess(v, vs, lib, NOW) === (expected ? 'allowed' : 'not-allowed');
      }),
    );
  });
});
