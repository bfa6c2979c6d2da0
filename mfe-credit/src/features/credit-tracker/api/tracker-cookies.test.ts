import { parseTrackerCode, readTrackerCodes, trackerCodesCookie, withTrackerCode } from './tracker-cookies';

test('[S2-VALID-28] [S2-VALID-29] a code is source_key; one without exactly two parts is ignored', () => {
  expect(parseTrackerCode('WEB_ABC')).toEqual({ sourcecode: 'WEB', keycode: 'ABC' });
  expect(parseTrackerCode('WEB_A_B')).toBeNull();
  expect(parseTrackerCode('WEB')).toBeNull();
  const cookie = trackerCodesCookie({ a: 'WEB_ABC', b: 'bad' });
  expect(readTrackerCodes(cookie.split(';')[0]!)).toEqual({ a: { sourcecode: 'WEB', keycode: 'ABC' } });
});

test('[S2-VALID-31] [S2-VALID-32] the creditTrackerCodes cookie lasts one day and is SameSite Lax', () => {
  const cookie = trackerCodesCookie({ a: 'WEB_ABC' });
  expect(cookie).toMatch(/^creditTrackerCodes=/);
  expect(cookie).toContain('Max-Age=86400');
  expect(cookie).toContain('SameSite=Lax');
});

test('[S2-VALID-27] [S2-VALID-30] the cookie maps a key to sourcecode and keycode; one that does not parse reads as empty', () => {
  const cookie = trackerCodesCookie({ NY: 'WEB_ABC', CA: 'MAIL_XYZ' });
  expect(readTrackerCodes(cookie.split(';')[0]!)).toEqual({
    NY: { sourcecode: 'WEB', keycode: 'ABC' },
    CA: { sourcecode: 'MAIL', keycode: 'XYZ' },
  });
  expect(readTrackerCodes('creditTrackerCodes=%7Bnot-json')).toEqual({});
  expect(readTrackerCodes('other=1')).toEqual({});
});

test('[S2-VALID-27] [S2-VALID-28] a creditTrackerCode from the address joins the codes the cookie keeps, by key', () => {
  const first = withTrackerCode('', 'NY', 'WEB_ABC')!;
  const second = withTrackerCode(first.split(';')[0]!, 'CA', 'MAIL_XYZ')!;
  expect(readTrackerCodes(second.split(';')[0]!)).toEqual({
    NY: { sourcecode: 'WEB', keycode: 'ABC' },
    CA: { sourcecode: 'MAIL', keycode: 'XYZ' },
  });
  expect(withTrackerCode(first, 'CA', 'nounderscore')).toBeNull();
  expect(withTrackerCode(first, 'CA', null)).toBeNull();
});
