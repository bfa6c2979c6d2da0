import { dismiss, isDismissed } from './banner-dismissal';

// the cookie the product keeps Permanent Dismissals in
const DISMISS_COOKIE = 'dismissedElements';
const clearCookie = () =>
  (document.cookie = `${DISMISS_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);
const cookieEntries = () =>
  decodeURIComponent(
    document.cookie
      .split('; ')
      .find((c) => c.startsWith(`${DISMISS_COOKIE}=`))
      ?.slice(DISMISS_COOKIE.length + 1) ?? '',
  ).split('|');

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
    document.cookie = `${DISMISS_COOKIE}=${encodeURIComponent('|a:1||:5|b:2|')}; path=/`;
    expect(isDismissed('a', 'Permanent Dismissal')).toBe(true);
    const now = Date.now();
    dismiss('c', 'Permanent Dismissal', now);
    expect(cookieEntries()).toEqual(['a:1', 'b:2', `c:${now}`]);
  });

  test('[S1-BANNER-18] cookie lists are cut to the maximum count (50), keeping the newest', () => {
    const now = Date.now();
    for (let i = 0; i < 55; i++) dismiss(`id${i}`, 'Permanent Dismissal', now + i);
    expect(cookieEntries()).toHaveLength(50);
    expect(isDismissed('id4', 'Permanent Dismissal')).toBe(false);
    expect(isDismissed('id5', 'Permanent Dismissal')).toBe(true);
    expect(isDismissed('id54', 'Permanent Dismissal')).toBe(true);
  });
});
