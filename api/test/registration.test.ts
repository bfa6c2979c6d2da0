// Registration, launch and media streams (spec 3 §4.3, §4.4, §7) on the real database (PGlite, and
// PostgreSQL with TEST_DATABASE_URL): scoped to the token's subject, validated (4xx, never 500), and
// answered in the shapes of @cle/contracts/registration-schemas.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CancelCheckSchema,
  CancelResultSchema,
  LaunchResponseSchema,
  MediaStreamsSchema,
  RegistrationRecordSchema,
  UpcomingRegistrationsSchema,
} from '@cle/contracts/registration-schemas';
import { safeLaunchUrl } from '@cle/contracts/launch-url';
import type { RegistrationRecord } from '@cle/contracts/registration-schemas';
import { LibraryLookupSchema } from '@cle/contracts/podcast-schemas';
import { assertShape, SITE_ORIGIN, startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';
import { SEEDED_USERS } from '../src/seed/generate-users';
import { cancellability } from '../src/routes/registration';
import { byteRange } from '../src/media/byte-range';
import { durationOf, mediaLibrary } from '../src/media/media-library';

let t: SignedInApp;

const subOf = (email: string) => SEEDED_USERS.find((u) => u.email === email)!.sub;
const RETAIL = subOf('retail@example.com');
const IM = subOf('im@example.com');

const call: SignedInApp['call'] = (...args) => t.call(...args);

interface Live {
  pk: string;
  code: string;
}
/** A live program from the seed: free or paid, webcast or in person, starting in more than 3 days. */
async function liveProgram(o: { free: boolean; formatKey: string; skip?: string[] }): Promise<Live> {
  const [row] = await t.db.query<Live>(
    `SELECT pk, code FROM products
     WHERE searchable_type = 'liveprogram' AND event_start > now() + interval '3 days'
       AND data->>'formatKey' = $1 AND (price = 0 OR data->>'retail' = 'false') = $2 AND NOT (pk = ANY($3))
     ORDER BY event_start, code LIMIT 1`,
    [o.formatKey, o.free, o.skip ?? []],
  );
  assert.ok(row, `the seed has a ${o.free ? 'free' : 'paid'} ${o.formatKey} program to come`);
  return row;
}

async function inLibrary(as: string, pk: string) {
  const res = await call(
    'GET',
    `/api/user/library/by-itemPks?itemPks=${pk}&includeArchived=true&includeFavorites=true`,
    as,
  );
  assert.equal(res.statusCode, 200, res.body);
  const parsed = LibraryLookupSchema.parse(res.json());
  return parsed.items.find((i) => i.pk === pk) ?? null;
}

async function upcoming(as: string): Promise<RegistrationRecord[]> {
  const res = await call('GET', '/api/registration/upcoming-registrations', as);
  assert.equal(res.statusCode, 200, res.body);
  assertShape(UpcomingRegistrationsSchema, res.json());
  return (res.json() as { registrations: RegistrationRecord[] }).registrations;
}

before(async () => {
  t = await startSignedInApp();
});
after(async () => {
  await t.close();
});

describe('access', () => {
  test('[S3-API-07] [S3-API-08] [S3-API-09] [S3-API-10] [S3-API-11] registration and launch answer 401 to anonymous callers', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/registration/upcoming-registrations'],
      ['GET', '/api/registration/program-cancel?itemSk=prg-1'],
      ['POST', '/api/registration', { itemSk: 'prg-1', itemPk: 'prg-1' }],
      ['POST', '/api/registration/program-cancel', 'prg-1'],
      ['POST', '/api/launch/380000', { sourcecode: '', keycode: '' }],
    ] as const) {
      const res = await call(method, url, undefined, body);
      assert.equal(res.statusCode, 401, `${method} ${url}: ${res.body}`);
      assert.match(res.json().message, /Sign in required/);
    }
  });

  test('[S3-API-15] media streams are read without credentials', async () => {
    const res = await call('GET', '/api/product/media-streams?codes=380000');
    assert.equal(res.statusCode, 200, res.body);
  });
});

describe('registration', () => {
  test('[S3-API-09] [S3-API-07] registering puts the live program in upcoming registrations and in My Library as registered', async () => {
    const live = await liveProgram({ free: true, formatKey: 'liveWebcast' });
    assert.equal(await inLibrary(IM, live.pk), null);
    const res = await call('POST', '/api/registration', IM, { itemSk: live.pk, itemPk: live.pk });
    assert.equal(res.statusCode, 200, res.body);
    assertShape(RegistrationRecordSchema, res.json());
    const reg = res.json() as RegistrationRecord;
    assert.equal(reg.pk, live.pk);
    assert.equal(reg.sk, live.pk);
    assert.equal(reg.type, 'online');
    assert.equal(reg.isCancelable, true);
    // an online registration launches on the site's own origin
    assert.equal(reg.launchUrl, `${SITE_ORIGIN}/player?code=${live.code}`);
    assert.equal(safeLaunchUrl(reg.launchUrl, SITE_ORIGIN), reg.launchUrl);

    assert.deepEqual(
      (await upcoming(IM)).map((r) => r.pk),
      [live.pk],
    );
    const item = await inLibrary(IM, live.pk);
    assert.ok(item, 'the program is in My Library');
    assert.equal(item.isPurchased, true, 'registered counts as owned');

    // registering again changes nothing (one active registration)
    const again = await call('POST', '/api/registration', IM, { itemSk: live.pk, itemPk: live.pk });
    assert.equal(again.statusCode, 200, again.body);
    const [active] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM registrations WHERE user_sub = $1 AND item_pk = $2 AND canceled_at IS NULL',
      [IM, live.pk],
    );
    assert.equal(active!.n, 1);
    // another person's registrations are their own
    assert.ok(!(await upcoming(RETAIL)).some((r) => r.pk === live.pk));
  });

  test('[S3-API-09] an in-person registration has no launch URL', async () => {
    const live = await liveProgram({ free: true, formatKey: 'liveInPerson' });
    const res = await call('POST', '/api/registration', IM, { itemSk: live.pk, itemPk: live.pk });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().launchUrl, null);
    assert.equal(res.json().type, 'in-person');
  });

  test('[S3-API-09] bad registrations are refused with 4xx and a message', async () => {
    const free = await liveProgram({ free: true, formatKey: 'liveWebcast' });
    const paid = await liveProgram({ free: false, formatKey: 'liveWebcast' });
    const [onDemand] = await t.db.query<{ pk: string }>(
      "SELECT pk FROM products WHERE searchable_type = 'ondemandprogram' ORDER BY code LIMIT 1",
    );
    const [ended] = await t.db.query<{ pk: string }>(
      "SELECT pk FROM products WHERE searchable_type = 'liveprogram' AND event_end < now() - interval '1 day' AND (price = 0 OR data->>'retail' = 'false') ORDER BY code LIMIT 1",
    );
    const cases: [unknown, number, RegExp][] = [
      [{ itemPk: free.pk }, 400, /itemSk/],
      [{ itemSk: free.pk }, 400, /itemPk/],
      [{ itemSk: free.pk, itemPk: free.pk, extra: 1 }, 400, /body/],
      [{ itemSk: 'x y', itemPk: free.pk }, 400, /itemSk/],
      [{ itemSk: 12, itemPk: free.pk }, 400, /itemSk/],
      [{ itemSk: 'prg-other', itemPk: free.pk }, 400, /does not name/],
      [{ itemSk: 'prg-nope', itemPk: 'prg-nope' }, 404, /not found/],
      [{ itemSk: onDemand!.pk, itemPk: onDemand!.pk }, 400, /not a live program/],
      [{ itemSk: ended!.pk, itemPk: ended!.pk }, 409, /ended/],
      [{ itemSk: paid.pk, itemPk: paid.pk }, 403, /purchased/],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('POST', '/api/registration', IM, body);
      assert.equal(res.statusCode, status, `${JSON.stringify(body)}: ${res.body}`);
      assert.match(res.json().message, message);
    }
    const broken = await call('POST', '/api/registration', IM, '{"itemSk":');
    assert.equal(broken.statusCode, 400, broken.body);
  });

  test('[S3-API-09] a paid live program the person bought can be registered for', async () => {
    const paid = await liveProgram({ free: false, formatKey: 'liveWebcast' });
    await t.db.query(
      "INSERT INTO library_entries (user_sub, item_pk, item_type, source) VALUES ($1, $2, 'program', 'purchased')",
      [IM, paid.pk],
    );
    // bought before registrations existed: already a registration (adopted)
    assert.ok((await upcoming(IM)).some((r) => r.pk === paid.pk));
    const res = await call('POST', '/api/registration', IM, { itemSk: paid.pk, itemPk: paid.pk });
    assert.equal(res.statusCode, 200, res.body);
    // still a purchase in My Library
    const [entry] = await t.db.query<{ source: string }>(
      'SELECT source FROM library_entries WHERE user_sub = $1 AND item_pk = $2',
      [IM, paid.pk],
    );
    assert.equal(entry!.source, 'purchased');
  });
});

describe('cancel', () => {
  test('[S3-API-08] [S3-API-10] [S3-REG-11] a registration is cancelable until 24 hours before the start; canceling removes it from My Library', async () => {
    const live = await liveProgram({ free: true, formatKey: 'liveWebcast', skip: [] });
    await call('POST', '/api/registration', RETAIL, { itemSk: live.pk, itemPk: live.pk });
    const check = await call('GET', `/api/registration/program-cancel?itemSk=${live.pk}`, RETAIL);
    assert.equal(check.statusCode, 200, check.body);
    assertShape(CancelCheckSchema, check.json());
    assert.deepEqual(check.json(), { itemSk: live.pk, isCancelable: true, reason: null });

    // the item sk as JSON (a string)
    const res = await call('POST', '/api/registration/program-cancel', RETAIL, JSON.stringify(live.pk));
    assert.equal(res.statusCode, 200, res.body);
    assertShape(CancelResultSchema, res.json());
    assert.deepEqual(res.json(), { itemSk: live.pk, canceled: true });
    assert.ok(!(await upcoming(RETAIL)).some((r) => r.pk === live.pk));
    assert.equal(await inLibrary(RETAIL, live.pk), null, 'out of My Library again');
    // nothing left to cancel
    const gone = await call('GET', `/api/registration/program-cancel?itemSk=${live.pk}`, RETAIL);
    assert.equal(gone.statusCode, 404, gone.body);
    const twice = await call('POST', '/api/registration/program-cancel', RETAIL, { itemSk: live.pk });
    assert.equal(twice.statusCode, 404, twice.body);
    // registering again works (a new registration; the canceled one is kept as history)
    const back = await call('POST', '/api/registration', RETAIL, { itemSk: live.pk, itemPk: live.pk });
    assert.equal(back.statusCode, 200, back.body);
    const [all] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM registrations WHERE user_sub = $1 AND item_pk = $2',
      [RETAIL, live.pk],
    );
    assert.equal(all!.n, 2);
  });

  test('[S3-API-08] [S3-API-10] [S3-REG-12] within 24 hours of the start a registration is not cancelable online (409)', async () => {
    const live = await liveProgram({ free: true, formatKey: 'liveInPerson' });
    await call('POST', '/api/registration', RETAIL, { itemSk: live.pk, itemPk: live.pk });
    await t.db.query(
      "UPDATE products SET event_start = now() + interval '2 hours', event_end = now() + interval '8 hours' WHERE pk = $1",
      [live.pk],
    );
    const check = await call('GET', `/api/registration/program-cancel?itemSk=${live.pk}`, RETAIL);
    assert.equal(check.statusCode, 200, check.body);
    assert.equal(check.json().isCancelable, false);
    assert.match(check.json().reason, /24 hours/);
    const res = await call('POST', '/api/registration/program-cancel', RETAIL, { itemSk: live.pk });
    assert.equal(res.statusCode, 409, res.body);
    assert.match(res.json().message, /customer service/);
    assert.ok((await upcoming(RETAIL)).find((r) => r.pk === live.pk)?.isCancelable === false);
  });

  test('[S3-API-10] bad cancel input is refused with 4xx', async () => {
    for (const body of [42, { itemSk: '' }, { sk: 'prg-1' }, ['prg-1'], 'a b']) {
      const res = await call('POST', '/api/registration/program-cancel', RETAIL, JSON.stringify(body));
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
    }
    for (const q of ['', '?itemSk=', '?itemSk=a%20b', '?itemSk=prg-1&x=1']) {
      const res = await call('GET', `/api/registration/program-cancel${q}`, RETAIL);
      assert.equal(res.statusCode, 400, `${q}: ${res.body}`);
    }
  });

  test('[S3-REG-11] the cancellability rule: more than 24 hours before the start', () => {
    const start = Date.parse('2027-01-10T15:00:00Z');
    assert.equal(cancellability(start, start - 25 * 3600_000).isCancelable, true);
    assert.equal(cancellability(start, start - 24 * 3600_000).isCancelable, false);
    assert.equal(cancellability(start, start + 1).isCancelable, false);
  });
});

describe('launch', () => {
  async function ownedOnDemand(sub: string) {
    const [row] = await t.db.query<{ pk: string; code: string }>(
      `SELECT p.pk, p.code FROM library_entries e JOIN products p ON p.pk = e.item_pk
       WHERE e.user_sub = $1 AND e.source = 'purchased' AND p.searchable_type = 'ondemandprogram'
         AND p.price > 0 ORDER BY p.code LIMIT 1`,
      [sub],
    );
    assert.ok(row, 'retail@ bought an on-demand program');
    return row;
  }

  test('[S3-API-11] [S3-PANEL-57] a purchased on-demand program launches on the site origin (sourcecode and keycode empty)', async () => {
    const owned = await ownedOnDemand(RETAIL);
    const res = await call('POST', `/api/launch/${owned.code}`, RETAIL, { sourcecode: '', keycode: '' });
    assert.equal(res.statusCode, 200, res.body);
    assertShape(LaunchResponseSchema, res.json());
    assert.equal(res.json().launchUrl, `${SITE_ORIGIN}/player?code=${owned.code}`);
    // another origin in the request never becomes the launch origin
    const evil = await call(
      'POST',
      `/api/launch/${owned.code}`,
      RETAIL,
      { sourcecode: '', keycode: '' },
      {
        origin: 'https://evil.example',
      },
    );
    assert.equal(evil.json().launchUrl, `${SITE_ORIGIN}/player?code=${owned.code}`);
    // a segment of a purchased program launches too (parent purchased)
    const seg = await call('POST', `/api/launch/${owned.code}-1`, RETAIL, { sourcecode: '', keycode: '' });
    assert.equal(seg.statusCode, 200, seg.body);
  });

  test('[S3-API-11] launch is refused for what the person may not play, and for bad input', async () => {
    const owned = await ownedOnDemand(RETAIL);
    const [notOwned] = await t.db.query<{ code: string }>(
      `SELECT p.code FROM products p WHERE p.searchable_type = 'ondemandprogram' AND p.price > 0
         AND coalesce(p.data->>'retail', 'true') <> 'false'
         AND NOT EXISTS (SELECT 1 FROM library_entries e WHERE e.user_sub = $1 AND e.item_pk = p.pk)
       ORDER BY p.code LIMIT 1`,
      [IM],
    );
    const [book] = await t.db.query<{ code: string }>(
      "SELECT code FROM products WHERE searchable_type = 'book' ORDER BY code LIMIT 1",
    );
    const unregistered = await liveProgram({ free: true, formatKey: 'liveGroupcast' });
    const body = { sourcecode: '', keycode: '' };
    const cases: [string, unknown, number, RegExp][] = [
      [notOwned!.code, body, 403, /purchased/],
      [book!.code, body, 400, /cannot be launched/],
      ['999999999', body, 404, /not found/],
      ['bad code!', body, 400, /params/],
      [owned.code, {}, 400, /sourcecode/],
      [owned.code, { sourcecode: '', keycode: '', more: 1 }, 400, /body/],
      [owned.code, { sourcecode: 'x'.repeat(41), keycode: '' }, 400, /sourcecode/],
      [unregistered.code, body, 403, /Register/],
    ];
    for (const [code, payload, status, message] of cases) {
      const res = await call('POST', `/api/launch/${encodeURIComponent(code)}`, IM, payload);
      assert.equal(res.statusCode, status, `${code} ${JSON.stringify(payload)}: ${res.body}`);
      assert.match(res.json().message, message);
    }
  });

  test('[S3-API-11] [S3-PANEL-10] a registered online live program launches; an in-person one has nothing to launch', async () => {
    const webcast = await liveProgram({ free: true, formatKey: 'liveGroupcast' });
    await call('POST', '/api/registration', IM, { itemSk: webcast.pk, itemPk: webcast.pk });
    const ok = await call('POST', `/api/launch/${webcast.code}`, IM, { sourcecode: '', keycode: '' });
    assert.equal(ok.statusCode, 200, ok.body);
    const inPerson = await liveProgram({ free: true, formatKey: 'liveInPerson' });
    const res = await call('POST', `/api/launch/${inPerson.code}`, IM, { sourcecode: '', keycode: '' });
    assert.equal(res.statusCode, 400, res.body);
  });
});

describe('media', () => {
  test('[S3-API-15] [S3-API-54] media streams give a playback URL per playable code, unknown codes left out', async () => {
    const res = await call('GET', '/api/product/media-streams?codes=380000,380000-1;999999999');
    assert.equal(res.statusCode, 200, res.body);
    assertShape(MediaStreamsSchema, res.json());
    const { streams } = res.json() as {
      streams: { code: string; playbackUrl: string; hlsUrl: string; durationSeconds: number }[];
    };
    assert.deepEqual(
      streams.map((s) => s.code),
      ['380000', '380000-1'],
    );
    // unsigned names (decision 057): they play only with the grant a launch puts in the path
    assert.equal(streams[0]!.hlsUrl, '/api/product/media/380000/master.m3u8');
    assert.equal(streams[0]!.playbackUrl, '/api/product/media/380000/download.mp4');
    assert.equal(streams[0]!.durationSeconds, durationOf(mediaLibrary(), 'video'));
    assert.ok(streams[0]!.durationSeconds > 30, 'the built recording is measured');
    for (const q of [
      '',
      '?codes=',
      '?codes=a%20b',
      `?codes=${Array.from({ length: 51 }, (_, i) => i).join(',')}`,
      '?codes=1&x=2',
    ]) {
      const bad = await call('GET', `/api/product/media-streams${q}`);
      assert.equal(bad.statusCode, 400, `${q}: ${bad.body}`);
    }
  });

  test('[S3-API-15] byte ranges: one range, suffix form, unsatisfiable or malformed refused', () => {
    assert.equal(byteRange(undefined, 100), 'none');
    assert.deepEqual(byteRange('bytes=0-', 100), { start: 0, end: 99 });
    assert.deepEqual(byteRange('bytes=10-500', 100), { start: 10, end: 99 });
    assert.deepEqual(byteRange('bytes=-5', 100), { start: 95, end: 99 });
    assert.equal(byteRange('bytes=100-', 100), null);
    assert.equal(byteRange('bytes=5-1', 100), null);
    assert.equal(byteRange('bytes=0-1,5-6', 100), null);
    assert.equal(byteRange('items=0-1', 100), null);
  });
});
