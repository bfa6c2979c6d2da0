// The asking side of the channel (the answering side is proven through its users: the shell's session
// hand-over in opener-session.test.ts, mfe-product's launch in launch.test.ts).
import { fakeOpener } from '@cle/testing/fake-opener';
import { askOpener } from './opener-channel';

afterEach(() => {
  window.opener = null;
});

const message = (data: unknown, source: unknown, origin = window.location.origin) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));

test('a window nobody opened asks nothing and gets null at once', async () => {
  await expect(askOpener({ type: 'cle:ask' }, () => 'yes', 5000)).resolves.toBeNull();
});

test('only its own opener’s answer on the site’s origin counts; an answer `accept` declines keeps it waiting', async () => {
  const opener = fakeOpener(() => undefined); // answers nothing by itself: the test posts for it
  window.opener = opener;
  const asked = askOpener(
    { type: 'cle:ask' },
    (data) => {
      const { type, value } = data as { type?: string; value?: string };
      return type === 'cle:answer' ? value : undefined;
    },
    5000,
  );
  expect(opener.received).toEqual([{ type: 'cle:ask' }]);
  message({ type: 'cle:answer', value: 'forged' }, {}); // another window
  message({ type: 'cle:answer', value: 'evil' }, opener, 'https://evil.example'); // another origin
  message({ type: 'cle:other', value: 'other' }, opener); // not the answer
  message({ type: 'cle:answer', value: 'taken' }, opener);
  await expect(asked).resolves.toBe('taken');
});

test('no answer in time gives null', async () => {
  window.opener = fakeOpener(() => undefined);
  await expect(askOpener({ type: 'cle:ask' }, () => 'yes', 20)).resolves.toBeNull();
});
