import { compareText, formatDateTime, formatNumber, recordIntlWith } from './intl';
import { prewarmIntl, seedIntl } from './intl-seed';

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

describe("a server render's formatted strings (decision 092)", () => {
  const day = { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const;
  const at = Date.UTC(2031, 4, 6);

  afterEach(() => recordIntlWith(() => undefined));

  test('are recorded while a render records, by kind, options and value', () => {
    const record = new Map<string, string>();
    recordIntlWith(() => record);
    expect(formatDateTime(at, day)).toBe('May 6, 2031');
    expect(formatNumber(4321.5, { maximumFractionDigits: 1 })).toBe('4,321.5');
    expect([...record.values()]).toEqual(['May 6, 2031', '4,321.5']);
    recordIntlWith(() => undefined);
    formatNumber(9);
    expect(record.size).toBe(2);
  });

  test('are what the browser shows for the same value and options, without formatting again', () => {
    const record = new Map<string, string>();
    recordIntlWith(() => record);
    formatDateTime(new Date(at + 1000), day);
    recordIntlWith(() => undefined);
    // the browser reads the server's string, even where its own ICU would write another
    const [key] = [...record.keys()];
    seedIntl({ [key!]: 'the server wrote this' });
    const built = jest.spyOn(Intl, 'DateTimeFormat');
    expect(formatDateTime(new Date(at + 1000), day)).toBe('the server wrote this');
    expect(built).not.toHaveBeenCalled();
    // another value, or the same value with other options, is formatted as usual
    expect(formatDateTime(at + 86_400_000 * 2, day)).toBe('May 8, 2031');
    const weekday = { ...day, weekday: 'long' } as const;
    expect(formatDateTime(at + 1000, weekday)).toBe(new Date(at).toLocaleDateString('en-US', weekday));
    built.mockRestore();
  });
});

test('whole numbers, plain and in US dollars, read exactly as Intl writes them, without building a formatter', () => {
  const options: Intl.NumberFormatOptions[] = [
    {},
    { maximumFractionDigits: 0 },
    { maximumFractionDigits: 2 },
    { minimumFractionDigits: 1 },
    { style: 'currency', currency: 'USD' },
    { style: 'currency', currency: 'USD', maximumFractionDigits: 0 },
    { style: 'currency', currency: 'USD', maximumFractionDigits: 1 },
    { style: 'currency', currency: 'USD', minimumFractionDigits: 2 },
    { style: 'currency', currency: 'USD', minimumFractionDigits: 3, maximumFractionDigits: 4 },
  ];
  const values = [
    0,
    1,
    -1,
    7,
    12,
    999,
    1000,
    -1000,
    1234,
    1495,
    12345,
    123456,
    1234567,
    -9876543,
    2 ** 53 - 1,
  ];
  for (const o of options)
    for (const v of values)
      expect(`${v} ${JSON.stringify(o)} ${formatNumber(v, o)}`).toBe(
        `${v} ${JSON.stringify(o)} ${new Intl.NumberFormat('en-US', o).format(v)}`,
      );
  const built = jest.spyOn(Intl, 'NumberFormat');
  expect(formatNumber(1495, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).toBe('$1,495');
  expect(formatNumber(5001)).toBe('5,001');
  expect(built).not.toHaveBeenCalled();
  // what it does not write, Intl does: fractions, -0, other currencies
  expect(formatNumber(12.5, { style: 'currency', currency: 'USD' })).toBe('$12.50');
  expect(formatNumber(-0)).toBe('-0');
  expect(formatNumber(3, { style: 'currency', currency: 'EUR' })).toBe('€3.00');
  expect(built).toHaveBeenCalled();
  built.mockRestore();
});
