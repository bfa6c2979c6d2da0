import { formatUsDate, parseUsDate } from './us-date';

test('[S2-VALID-01] [S2-VALID-02] [S2-VALID-03] MM/dd/yyyy, 8 digits or a 2-digit year; no impossible day', () => {
  expect(parseUsDate('03/04/2026', 2026)).toBe('2026-03-04');
  expect(parseUsDate('3-4-2026', 2026)).toBe('2026-03-04');
  expect(parseUsDate('03042026', 2026)).toBe('2026-03-04');
  expect(parseUsDate('3/4/26', 2026)).toBe('2026-03-04');
  expect(parseUsDate('02/30/2026', 2026)).toBeNull();
  expect(parseUsDate('2026-03-04', 2026)).toBeNull();
  expect(formatUsDate('2026-03-04')).toBe('03/04/2026');
  expect(formatUsDate('2026-03-04T10:00:00Z')).toBe('03/04/2026');
});

test('[S2-VALID-03] a 2-digit year is the one from 80 years back to 19 ahead: in 2026 "51" is 1951 and "45" is 2045', () => {
  expect(parseUsDate('01/02/51', 2026)).toBe('1951-01-02');
  expect(parseUsDate('01/02/46', 2026)).toBe('1946-01-02');
  expect(parseUsDate('01/02/45', 2026)).toBe('2045-01-02');
  expect(parseUsDate('01/02/00', 2026)).toBe('2000-01-02');
  // the window moves with the clock: in 2040 '51' is 2051
  expect(parseUsDate('01/02/51', 2040)).toBe('2051-01-02');
  expect(parseUsDate('01/02/60', 2040)).toBe('1960-01-02');
});
