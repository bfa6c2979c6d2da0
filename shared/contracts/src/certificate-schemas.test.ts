// The certificates list query's date range is written by the credit remote and read by the API: one
// codec for both, so the two sides cannot drift apart.
import fc from 'fast-check';
import { joinDateRange, splitDateRange } from './certificate-schemas';

test('[S2-CERT-26] the date range is start and end joined by a semicolon, each trimmed', () => {
  expect(joinDateRange(' 01/01/2025', '12/31/2025 ')).toBe('01/01/2025;12/31/2025');
});

test('[S2-CERT-26] the API reads back the two dates the remote joined', () => {
  const usDate = fc
    .tuple(
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 28 }),
      fc.integer({ min: 1900, max: 2100 }),
    )
    .map(([m, d, y]) => `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`);
  fc.assert(
    fc.property(usDate, usDate, (from, to) => {
      expect(splitDateRange(joinDateRange(from, to))).toEqual([from, to]);
    }),
  );
});

test('a missing or half range splits into empty dates, which the API refuses', () => {
  expect(splitDateRange(undefined)).toEqual(['', '']);
  expect(splitDateRange('01/01/2025')).toEqual(['01/01/2025', '']);
});
