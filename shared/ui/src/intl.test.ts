import { compareText, formatDateTime, formatNumber, prewarmIntl } from './intl';

describe('cached Intl formatters', () => {
  it('formats numbers as toLocaleString does', () => {
    for (const n of [0, 7, 1234, 1234567.891, 12.5]) {
      expect(formatNumber(n)).toBe(n.toLocaleString('en-US'));
      expect(formatNumber(n, { maximumFractionDigits: 2 })).toBe(
        n.toLocaleString('en-US', { maximumFractionDigits: 2 }),
      );
    }
  });

  it('keeps one formatter per options: two options give two answers', () => {
    expect(formatNumber(1.256, { maximumFractionDigits: 1 })).toBe('1.3');
    expect(formatNumber(1.256, { maximumFractionDigits: 2 })).toBe('1.26');
    expect(formatNumber(1.256, { maximumFractionDigits: 1 })).toBe('1.3');
  });

  it('formats dates and times as toLocaleDateString and toLocaleTimeString do', () => {
    const d = new Date('2027-03-27T14:05:00Z');
    const day = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;
    expect(formatDateTime(d, day)).toBe(d.toLocaleDateString('en-US', day));
    expect(formatDateTime(d, day)).toBe('Mar 27, 2027');
    const time = {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/New_York',
      timeZoneName: 'short',
    } as const;
    expect(formatDateTime(d, time)).toBe(d.toLocaleTimeString('en-US', time));
    expect(formatDateTime(d, time)).toBe('10:05 AM EDT');
  });

  it('sorts as localeCompare does', () => {
    const words = ['b', 'B', 'a', 'Ä', 'z', '2027-01-02', '2026-12-31', 'ethics', 'Ethics'];
    expect([...words].sort(compareText)).toEqual([...words].sort((a, b) => a.localeCompare(b, 'en-US')));
  });
});

test('prewarmIntl builds a number and a date format, each in a task of its own', () => {
  const tasks: (() => void)[] = [];
  prewarmIntl((task) => tasks.push(task));
  expect(tasks).toHaveLength(2);
  for (const task of tasks) expect(task).not.toThrow();
});
