import {
  dismiss,
  DISMISS_COOKIE,
  DISMISS_COOKIE_MAX,
  isDismissed,
  parseDismissed,
  serialiseDismissed,
} from './banner-dismissal';

const clearCookie = () =>
  (document.cookie = `${DISMISS_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);

describe('banner dismissal (spec 1 §4)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    clearCookie();
  });

  test('[S1-BANNER-01] [S1-BANNER-10] a Not Dismissable banner is never hidden', () => {
    dismiss('b1', 'Not Dismissable');
    expect(isDismissed('b1', 'Not Dismissable')).toBe(false);
  });

  test('[S1-BANNER-11] a Single Session dismissal lives in session storage', () => {
    dismiss('b2', 'Single Session');
    expect(isDismissed('b2', 'Single Session')).toBe(true);
    expect(document.cookie).not.toContain('b2');
    sessionStorage.clear();
    expect(isDismissed('b2', 'Single Session')).toBe(false);
  });

  test('[S1-BANNER-12] [S1-BANNER-16] a Permanent Dismissal lives in a cookie with a timestamp', () => {
    dismiss('b3', 'Permanent Dismissal', 1_790_000_000_000);
    expect(isDismissed('b3', 'Permanent Dismissal')).toBe(true);
    expect(decodeURIComponent(document.cookie)).toContain('b3:1790000000000');
  });

  test('[S1-BANNER-17] cookie lists drop empty values', () => {
    expect([...parseDismissed('|a:1||:5|b:2|').keys()]).toEqual(['a', 'b']);
  });

  test('[S1-BANNER-18] cookie lists are cut to the maximum count, keeping the newest', () => {
    const map = new Map(
      Array.from({ length: DISMISS_COOKIE_MAX + 5 }, (_, i) => [`id${i}`, i] as [string, number]),
    );
    const kept = parseDismissed(serialiseDismissed(map));
    expect(kept.size).toBe(DISMISS_COOKIE_MAX);
    expect(kept.has('id0')).toBe(false);
    expect(kept.has(`id${DISMISS_COOKIE_MAX + 4}`)).toBe(true);
  });
});
