import { formatDateRange, formatPrice, formatRuntime, formatTimeRange, summariseDates } from './format';

describe('formatting (spec 3 §9)', () => {
  test('[S3-CONST-05] with multiple dates one is shown and the rest are summarised as +N more', () => {
    expect(summariseDates(['Mar 3, 2027', 'Apr 9, 2027', 'May 1, 2027'])).toEqual({
      shown: ['Mar 3, 2027'],
      more: '+2 more',
    });
    expect(summariseDates(['Mar 3, 2027'])).toEqual({ shown: ['Mar 3, 2027'], more: null });
    expect(summariseDates([])).toEqual({ shown: [], more: null });
  });

  test('[S3-PANEL-33] zero-price items are shown as zero dollars', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(1695)).toBe('$1,695');
    expect(formatPrice(12.5)).toBe('$12.50');
  });

  test('formats runtimes, date ranges and times in the program time zone', () => {
    expect(formatRuntime(5400)).toBe('1 hr 30 min');
    expect(formatRuntime(2700)).toBe('45 min');
    expect(formatRuntime(7200)).toBe('2 hr');
    expect(formatDateRange('2027-03-27T13:00:00.000Z', '2027-03-28T20:00:00.000Z', 'America/New_York')).toBe(
      'Mar 27, 2027 – Mar 28, 2027',
    );
    expect(formatDateRange('2027-03-27T13:00:00.000Z', '2027-03-27T14:30:00.000Z', 'America/New_York')).toBe(
      'Mar 27, 2027',
    );
    expect(formatTimeRange('2027-03-27T13:00:00.000Z', '2027-03-27T14:30:00.000Z', 'America/New_York')).toBe(
      '9:00 AM – 10:30 AM EDT',
    );
  });
});
