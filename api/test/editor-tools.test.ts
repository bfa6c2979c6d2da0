// Editor tools (spec 1 §1, §6, §7; decision 027) on the real API: the quick-navigation permission call
// answers editors only, and the preview script relays only the content system's own messages.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPair } from 'jose';
import type { CryptoKey } from 'jose';
import { QuickNavigationSchema } from '@cle/contracts/editor-schemas';
import { CMS_CONTENT_SAVED_EVENT } from '@cle/contracts/editor';
import { assertShape, startTestApp } from './helpers';
import { signSeeded } from './tokens';
import { CMS_ADMIN_URL } from '../src/routes/editor-tools';

const ISSUER = 'http://localhost:4001';
const AUDIENCE = 'http://localhost:4000';
let t: Awaited<ReturnType<typeof startTestApp>>;
let keys: { publicKey: CryptoKey; privateKey: CryptoKey };

async function get(url: string, as?: string) {
  const token = as ? await signSeeded(as, keys.privateKey, { issuer: ISSUER, audience: AUDIENCE }) : null;
  return t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

before(async () => {
  keys = await generateKeyPair('RS256');
  t = await startTestApp({ auth: { issuer: ISSUER, audience: AUDIENCE, keys: keys.publicKey } });
});
after(async () => t.close());

describe('quick-navigation permission call', () => {
  test('[S1-AUTH-48] [S1-AUTH-50] an editor gets the Dashboard, CMS Edit and Commerce links for the page', async () => {
    const res = await get('/api/user/quick-navigation?contentId=press-1', 'u-editor');
    assert.equal(res.statusCode, 200, res.body);
    assertShape(QuickNavigationSchema, res.json());
    assert.deepEqual(res.json().links, [
      { text: 'Dashboard', href: `${CMS_ADMIN_URL}/cms/dashboard` },
      { text: 'CMS Edit', href: `${CMS_ADMIN_URL}/cms/edit?contentId=press-1` },
      { text: 'Commerce', href: `${CMS_ADMIN_URL}/commerce` },
    ]);
  });

  test('[S1-AUTH-50] the call fails for everyone else: 401 anonymous, 403 for a member; bad input is a 400', async () => {
    assert.equal((await get('/api/user/quick-navigation')).statusCode, 401);
    const member = await get('/api/user/quick-navigation', 'u-retail');
    assert.equal(member.statusCode, 403);
    assert.match(member.json().message, /editor role/);
    const bad = await get('/api/user/quick-navigation?contentId=%3Cscript%3E', 'u-editor');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /must be a content id/);
  });
});

describe('content system preview script', () => {
  test('[S1-AUTH-52] [S1-AUTH-53] the preview script relays saved changes from the content system origin only', async () => {
    const res = await get('/api/cms/preview.js');
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^text\/javascript/);
    // run it against a stand-in window: a message from the CMS origin becomes the shell's event
    const dispatched: { type: string; detail: unknown }[] = [];
    let onMessage: (e: { origin: string; data: unknown }) => void = () => {};
    const win = {
      addEventListener: (_: string, fn: typeof onMessage) => (onMessage = fn),
      dispatchEvent: (e: { type: string; detail: unknown }) => dispatched.push(e),
    };
    class CustomEvent {
      constructor(
        public type: string,
        init: { detail: unknown },
        public detail = init.detail,
      ) {}
    }
    const doc = { documentElement: { setAttribute: () => {} } };
    new Function('window', 'document', 'CustomEvent', res.body)(win, doc, CustomEvent);
    onMessage({ origin: 'https://evil.example', data: { type: 'contentSaved', contentId: 'x' } });
    onMessage({ origin: new URL(CMS_ADMIN_URL).origin, data: { type: 'somethingElse' } });
    onMessage({
      origin: new URL(CMS_ADMIN_URL).origin,
      data: { type: 'contentSaved', contentId: 'press-1' },
    });
    assert.deepEqual(
      dispatched.map((e) => [e.type, e.detail]),
      [[CMS_CONTENT_SAVED_EVENT, { contentId: 'press-1' }]],
    );
  });
});
