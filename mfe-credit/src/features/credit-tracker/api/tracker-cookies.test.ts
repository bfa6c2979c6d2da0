import { withTrackerCode } from './tracker-cookies';

/** The map a Set-Cookie string from withTrackerCode holds, each entry written back as 'source_key'. */
const stored = (setCookie: string) => {
  const pair = setCookie.split(';')[0]!;
  return JSON.parse(decodeURIComponent(pair.slice(pair.indexOf('=') + 1))) as Record<
    string,
    { sourcecode: string; keycode: string }
  >;
};
const codesIn = (setCookie: string) =>
  Object.fromEntries(Object.entries(stored(setCookie)).map(([k, v]) => [k, `${v.sourcecode}_${v.keycode}`]));
const cookieWith = (value: string) => `creditTrackerCodes=${encodeURIComponent(value)}`;

test('[S2-VALID-28] [S2-VALID-29] a code is source_key; one without exactly two parts is ignored', () => {
  expect(codesIn(withTrackerCode('', 'a', 'WEB_ABC')!)).toEqual({ a: 'WEB_ABC' });
  expect(withTrackerCode('', 'a', 'WEB_A_B')).toBeNull();
  expect(withTrackerCode('', 'a', 'WEB')).toBeNull();
  expect(withTrackerCode('', 'a', '_ABC')).toBeNull();
  // a code the cookie already holds that does not parse is dropped
  expect(codesIn(withTrackerCode(cookieWith('{"b":"bad"}'), 'a', 'WEB_ABC')!)).toEqual({ a: 'WEB_ABC' });
});

test('[S2-VALID-31] [S2-VALID-32] the creditTrackerCodes cookie lasts one day and is SameSite Lax', () => {
  const cookie = withTrackerCode('', 'a', 'WEB_ABC')!;
  expect(cookie).toMatch(/^creditTrackerCodes=/);
  expect(cookie).toContain('Max-Age=86400');
  expect(cookie).toContain('SameSite=Lax');
});

test('[S2-VALID-27] [S2-VALID-30] the cookie maps a key to its sourcecode and keycode; one that does not parse reads as empty', () => {
  const first = withTrackerCode('', 'NY', 'WEB_ABC')!;
  expect(stored(first)).toEqual({ NY: { sourcecode: 'WEB', keycode: 'ABC' } });
  // a cookie written in the earlier 'source_key' form is read and kept
  expect(stored(withTrackerCode(cookieWith('{"CA":"MAIL_XYZ"}'), 'NY', 'WEB_ABC')!)).toEqual({
    CA: { sourcecode: 'MAIL', keycode: 'XYZ' },
    NY: { sourcecode: 'WEB', keycode: 'ABC' },
  });
  expect(codesIn(withTrackerCode(first.split(';')[0]!, 'CA', 'MAIL_XYZ')!)).toEqual({
    NY: 'WEB_ABC',
    CA: 'MAIL_XYZ',
  });
  expect(codesIn(withTrackerCode('creditTrackerCodes=%7Bnot-json', 'NY', 'WEB_ABC')!)).toEqual({
    NY: 'WEB_ABC',
  });
  expect(codesIn(withTrackerCode(cookieWith('["WEB_ABC"]'), 'NY', 'WEB_ABC')!)).toEqual({ NY: 'WEB_ABC' });
  expect(codesIn(withTrackerCode('other=1', 'NY', 'WEB_ABC')!)).toEqual({ NY: 'WEB_ABC' });
});

test('[S2-VALID-27] [S2-VALID-28] a creditTrackerCode from the address joins the codes the cookie keeps, by key', () => {
  const first = withTrackerCode('', 'NY', 'WEB_ABC')!;
  const second = withTrackerCode(first.split(';')[0]!, 'NY', 'MAIL_XYZ')!;
  expect(codesIn(second)).toEqual({ NY: 'MAIL_XYZ' });
  expect(withTrackerCode(first, 'CA', 'nounderscore')).toBeNull();
  expect(withTrackerCode(first, 'CA', null)).toBeNull();
});
