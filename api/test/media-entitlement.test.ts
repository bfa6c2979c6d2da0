// Entitlement on media (issue 37 item 6, decision 053), on the real database (PGlite, and PostgreSQL
// with TEST_DATABASE_URL): a paid recording answers only through a short-lived URL that the launch signs
// for its buyer, a registrant or a free item's reader. Anonymous 401, another member 403, expired or
// altered links 403, each with a message, no media bytes, and nothing written.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LaunchResponseSchema, MediaDownloadsSchema } from '@cle/contracts/registration-schemas';
import type { LaunchResponse } from '@cle/contracts/registration-schemas';
import { assertShape, startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';
import { SEEDED_USERS } from '../src/seed/generate-users';
import { mediaGrantSettingsFromEnv, signMediaGrant } from '../src/media/media-grant';

let t: SignedInApp;
const subOf = (email: string) => SEEDED_USERS.find((u) => u.email === email)!.sub;
const RETAIL = subOf('retail@example.com');
const IM = subOf('im@example.com');
const BODY = { sourcecode: '', keycode: '' };
// the API under test reads the same environment
const settings = mediaGrantSettingsFromEnv();

/** A paid on-demand program with segments that retail@ bought and im@ did not. */
let paid: { pk: string; code: string };

before(async () => {
  t = await startSignedInApp();
  const [row] = await t.db.query<{ pk: string; code: string }>(
    `SELECT p.pk, p.code FROM library_entries e JOIN products p ON p.pk = e.item_pk
     WHERE e.user_sub = $1 AND e.source = 'purchased' AND p.searchable_type = 'ondemandprogram'
       AND p.price > 0 AND coalesce(p.data->>'retail', 'true') <> 'false'
       AND EXISTS (SELECT 1 FROM products s WHERE s.parent_code = p.code)
       AND NOT EXISTS (SELECT 1 FROM library_entries o WHERE o.user_sub = $2 AND o.item_pk = p.pk)
     ORDER BY p.code LIMIT 1`,
    [RETAIL, IM],
  );
  assert.ok(row, 'the seed has a paid program with segments retail@ bought and im@ did not');
  paid = row;
});
after(async () => {
  await t.close();
});

async function launch(as: string, code: string): Promise<LaunchResponse> {
  const res = await t.call('POST', `/api/launch/${encodeURIComponent(code)}`, as, BODY);
  assert.equal(res.statusCode, 200, res.body);
  assertShape(LaunchResponseSchema, res.json());
  return LaunchResponseSchema.parse(res.json());
}

/** A refusal: the status, a JSON message, no media bytes, not stored by any cache. */
async function assertRefused(url: string, status: number, message: RegExp, as?: string) {
  const res = await t.call('GET', url, as);
  assert.equal(res.statusCode, status, `${url}: ${res.body}`);
  assert.match(String(res.headers['content-type']), /^application\/json/);
  assert.match(res.json().message, message);
  assert.ok(!res.rawPayload.includes('#EXTM3U') && !res.rawPayload.includes('WEBVTT'), 'no media served');
  assert.match(String(res.headers['cache-control']), /no-store/);
}

/** What a person's media calls could have written: library entries, registrations, progress. */
async function writesOf(sub: string) {
  const [row] = await t.db.query<{ n: string }>(
    `SELECT (SELECT count(*) FROM library_entries WHERE user_sub = $1)
          + (SELECT count(*) FROM registrations WHERE user_sub = $1) AS n`,
    [sub],
  );
  return Number(row!.n);
}

describe('media entitlement', () => {
  test('anonymous: the playlists, segments, captions and downloads answer 401 without a signed link', async () => {
    for (const file of [
      `${paid.code}/master.m3u8`,
      `${paid.code}/v240/seg-000.m4s`,
      `${paid.code}/captions.vtt`,
      `${paid.code}/download.mp4`,
      `${paid.code}-1/master.m3u8`,
      '999999999/master.m3u8',
    ])
      await assertRefused(`/api/product/media/${file}`, 401, /signed link: sign in and launch/);
  });

  test('the buyer: the launch signs the program and its segments, and they play', async () => {
    const res = await launch(RETAIL, paid.code);
    assert.equal(res.streams[0]!.code, paid.code);
    assert.ok(res.streams.length > 1, 'its segments too');
    assert.ok(res.streams.slice(1).every((s) => s.code.startsWith(`${paid.code}-`)));
    const left = Date.parse(res.expiresAt) - Date.now();
    assert.ok(left > 0 && left <= settings.ttlSeconds * 1000, res.expiresAt);
    for (const s of res.streams) {
      assert.match(s.hlsUrl, /^\/api\/product\/media\/[\w-]+\/\d+\.[\w-]{22}\.[\w-]{43}\/master\.m3u8$/);
      const hls = await t.call('GET', s.hlsUrl);
      assert.equal(hls.statusCode, 200, hls.body);
      assert.equal(hls.headers['content-type'], 'application/vnd.apple.mpegurl');
      assert.match(hls.body, /^#EXTM3U/);
      // private caches only, no longer than the link lives
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(hls.headers['cache-control']))?.[1]);
      assert.ok(maxAge > 0 && maxAge <= settings.ttlSeconds, String(hls.headers['cache-control']));
      const mp4 = await t.call('GET', s.playbackUrl);
      assert.equal(mp4.statusCode, 200);
      assert.equal(mp4.headers['content-type'], 'video/mp4');
      const vtt = await t.call('GET', s.captionsUrl);
      assert.equal(vtt.statusCode, 200, vtt.body);
      assert.match(vtt.body, /^WEBVTT/);
    }
    // the buyer's own token beside the link is fine
    assert.equal((await t.call('GET', res.streams[0]!.hlsUrl, RETAIL)).statusCode, 200);
  });

  test("another member: the launch is refused (403) with no link, and the buyer's link answers 403 to them", async () => {
    // (their library's live programs become registrations on any first call: done before counting)
    await t.call('GET', '/api/registration/upcoming-registrations', IM);
    const before = await writesOf(IM);
    const res = await t.call('POST', `/api/launch/${paid.code}`, IM, BODY);
    assert.equal(res.statusCode, 403, res.body);
    assert.match(res.json().message, /purchased/);
    assert.equal(res.json().streams, undefined);
    assert.doesNotMatch(res.body, /signature=/);
    // a segment of it is not theirs either
    assert.equal((await t.call('POST', `/api/launch/${paid.code}-1`, IM, BODY)).statusCode, 403);
    const { streams } = await launch(RETAIL, paid.code);
    await assertRefused(streams[0]!.hlsUrl, 403, /issued to someone else/, IM);
    await assertRefused(streams[0]!.captionsUrl, 403, /issued to someone else/, IM);
    assert.equal(await writesOf(IM), before);
  });

  test('downloads: the buyer gets the MP4 and MP3 as attachments on signed links; anonymous 401, another member 403', async () => {
    const url = `/api/launch/${paid.code}/downloads`;
    const res = await t.call('GET', url, RETAIL);
    assert.equal(res.statusCode, 200, res.body);
    assertShape(MediaDownloadsSchema, res.json());
    const { code, downloads, expiresAt } = MediaDownloadsSchema.parse(res.json());
    assert.equal(code, paid.code);
    assert.ok(Date.parse(expiresAt) - Date.now() <= settings.ttlSeconds * 1000);
    assert.deepEqual(
      downloads.map((d) => d.format),
      ['mp4', 'mp3'],
    );
    for (const d of downloads) {
      assert.match(
        d.url,
        new RegExp(`^/api/product/media/${paid.code}/\\d+\\.[\\w-]{22}\\.[\\w-]{43}/download\\.${d.format}$`),
      );
      const file = await t.call('GET', d.url);
      assert.equal(file.statusCode, 200);
      assert.equal(file.headers['content-type'], d.mimeType);
      assert.equal(
        file.headers['content-disposition'],
        `attachment; filename="cle-${paid.code}.${d.format}"`,
      );
      // a playable file of its type: an MP4's ftyp box, an MP3's frame sync
      if (d.format === 'mp4') assert.equal(file.rawPayload.subarray(4, 8).toString('ascii'), 'ftyp');
      else assert.equal(file.rawPayload[0], 0xff);
      // the unsigned name of the same file is refused
      await assertRefused(d.url.replace(/\/\d+\.[\w-]+\.[\w-]+\//, '/'), 401, /signed link/);
    }
    // a segment owned through the program: its own files
    const seg = await t.call('GET', `/api/launch/${paid.code}-1/downloads`, RETAIL);
    assert.equal(seg.statusCode, 200, seg.body);
    assert.match(seg.json().downloads[0].url, new RegExp(`/api/product/media/${paid.code}-1/`));
    const before = await writesOf(IM);
    const anonymous = await t.call('GET', url);
    assert.equal(anonymous.statusCode, 401, anonymous.body);
    const other = await t.call('GET', url, IM);
    assert.equal(other.statusCode, 403, other.body);
    assert.match(other.json().message, /purchased/);
    assert.doesNotMatch(anonymous.body + other.body, /download\.mp[34]/);
    // the buyer's link is theirs alone
    await assertRefused(downloads[0]!.url, 403, /issued to someone else/, IM);
    assert.equal(await writesOf(IM), before);
    // no such product 404, a bad code or a query 400
    assert.equal((await t.call('GET', '/api/launch/999999999/downloads', RETAIL)).statusCode, 404);
    assert.equal((await t.call('GET', '/api/launch/bad%20code/downloads', RETAIL)).statusCode, 400);
    assert.equal((await t.call('GET', `${url}?x=1`, RETAIL)).statusCode, 400);
  });

  test('expired, altered or moved links answer 403; a query 400; nothing is served', async () => {
    const { streams } = await launch(RETAIL, paid.code);
    const [expires, person, signature] = /\/(\d+\.[\w-]{22}\.[\w-]{43})\//
      .exec(streams[0]!.hlsUrl)![1]!
      .split('.') as [string, string, string];
    const at = (code: string, g: string, file = 'master.m3u8') => `/api/product/media/${code}/${g}/${file}`;
    const flip = (s: string) => `${s[0] === 'A' ? 'B' : 'A'}${s.slice(1)}`;
    // signed under the same secret, but its time is over
    const old = signMediaGrant(settings, paid.code, RETAIL, Date.now() - (settings.ttlSeconds + 5) * 1000);
    await assertRefused(at(paid.code, old.segment, 'v240/seg-000.m4s'), 403, /expired/);
    // signed under the same secret, further ahead than any grant lives
    const future = signMediaGrant(settings, paid.code, RETAIL, Date.now() + 3_600_000);
    await assertRefused(at(paid.code, future.segment), 403, /not valid/);
    // signed under another secret (a replica or a forger without the server's)
    const forged = signMediaGrant({ ...settings, secret: 'x'.repeat(40) }, paid.code, IM);
    await assertRefused(at(paid.code, forged.segment), 403, /not valid/);
    const g = `${expires}.${person}.${signature}`;
    const cases: [string, number, RegExp][] = [
      [at(paid.code, `${expires}.${person}.${flip(signature)}`), 403, /not valid/],
      [at(paid.code, `${Number(expires) + 600}.${person}.${signature}`), 403, /not valid/],
      [at(paid.code, `${expires}.${flip(person)}.${signature}`), 403, /not valid/],
      // a grant for one item does not open another (the segment's or another program's)
      [at(`${paid.code}-1`, g), 403, /not valid/],
      [at('380000', g, 'download.mp4'), 403, /not valid/],
      [at(paid.code, `${expires}.${person}`), 403, /malformed/],
      [at(paid.code, `${g}==`), 403, /malformed/],
      [at(paid.code, `${expires}.${person}.${signature}.x`), 403, /malformed/],
    ];
    for (const [probe, status, message] of cases) await assertRefused(probe, status, message);
    // a query the link never has is refused, not ignored
    const extra = await t.call('GET', `${streams[0]!.hlsUrl}?download=1`);
    assert.equal(extra.statusCode, 400, extra.body);
    assert.ok(!extra.rawPayload.includes('#EXTM3U'));
  });

  test('a buyer whose access has ended gets no link: the program and its segments answer 403', async () => {
    const set = (at: string | null) =>
      t.db.query('UPDATE library_entries SET access_expires_at = $3 WHERE user_sub = $1 AND item_pk = $2', [
        RETAIL,
        paid.pk,
        at,
      ]);
    const [{ access_expires_at: was } = { access_expires_at: null }] = await t.db.query<{
      access_expires_at: Date | null;
    }>('SELECT access_expires_at FROM library_entries WHERE user_sub = $1 AND item_pk = $2', [
      RETAIL,
      paid.pk,
    ]);
    await set(new Date(Date.now() - 60_000).toISOString());
    try {
      for (const code of [paid.code, `${paid.code}-1`]) {
        const res = await t.call('POST', `/api/launch/${code}`, RETAIL, BODY);
        assert.equal(res.statusCode, 403, `${code}: ${res.body}`);
        assert.match(res.json().message, /ended|purchased/);
        assert.doesNotMatch(res.body, /signature=/);
      }
      assert.match(
        (await t.call('POST', `/api/launch/${paid.code}`, RETAIL, BODY)).json().message,
        /access to this program has ended/,
      );
    } finally {
      await set(was === null ? null : new Date(was).toISOString());
    }
    assert.equal((await t.call('POST', `/api/launch/${paid.code}`, RETAIL, BODY)).statusCode, 200);
  });

  test('a registrant of an online live program gets a link; an unregistered member does not', async () => {
    const [live] = await t.db.query<{ pk: string; code: string }>(
      `SELECT pk, code FROM products WHERE searchable_type = 'liveprogram' AND event_start > now() + interval '3 days'
         AND data->>'formatKey' = 'liveWebcast' AND (price = 0 OR data->>'retail' = 'false')
         AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.item_pk = products.pk)
       ORDER BY event_start, code LIMIT 1`,
    );
    assert.ok(live, 'the seed has a free webcast to come');
    assert.equal((await t.call('POST', `/api/launch/${live.code}`, IM, BODY)).statusCode, 403);
    const reg = await t.call('POST', '/api/registration', IM, { itemSk: live.pk, itemPk: live.pk });
    assert.equal(reg.statusCode, 200, reg.body);
    const { streams } = await launch(IM, live.code);
    assert.equal((await t.call('GET', streams[0]!.hlsUrl)).statusCode, 200);
    await assertRefused(`/api/product/media/${live.code}/master.m3u8`, 401, /signed link/);
  });

  test('a fresh launch resumes where the member left off: the saved position, or the next segment after a finished one', async () => {
    const segs = await t.db.query<{ pk: string; code: string }>(
      'SELECT pk, code FROM products WHERE parent_code = $1 ORDER BY segment_number, code',
      [paid.code],
    );
    assert.ok(segs.length >= 2, 'the program has two segments');
    const save = async (seg: { pk: string }, positionSeconds: number) => {
      const res = await t.call('PUT', `/api/user/library/${paid.pk}/segments/${seg.pk}/progress`, RETAIL, {
        positionSeconds,
        durationSeconds: 84,
      });
      assert.equal(res.statusCode, 200, res.body);
    };
    await save(segs[0]!, 30.25);
    assert.deepEqual((await launch(RETAIL, paid.code)).resume, {
      code: segs[0]!.code,
      positionSeconds: 30.25,
    });
    // going back moves the resume point (the percentages only grow)
    await save(segs[0]!, 12);
    assert.deepEqual((await launch(RETAIL, paid.code)).resume, { code: segs[0]!.code, positionSeconds: 12 });
    // played to its end: the next segment from its start
    await save(segs[0]!, 84);
    assert.deepEqual((await launch(RETAIL, paid.code)).resume, { code: segs[1]!.code, positionSeconds: 0 });
    // a launch of the segment alone resumes in it too
    await save(segs[1]!, 40);
    assert.deepEqual((await launch(RETAIL, segs[1]!.code)).resume, {
      code: segs[1]!.code,
      positionSeconds: 40,
    });
    // the last segment finished: nothing to resume
    const last = segs.at(-1)!;
    await save(last, 84);
    assert.equal((await launch(RETAIL, paid.code)).resume, null);
  });

  test('the signing settings: a short secret or a bad lifetime stops the start, naming the setting', () => {
    assert.throws(() => mediaGrantSettingsFromEnv({ MEDIA_SIGNING_SECRET: 'short' }), /MEDIA_SIGNING_SECRET/);
    for (const ttl of ['0', '29', '86401', '1.5', 'ten'])
      assert.throws(
        () => mediaGrantSettingsFromEnv({ MEDIA_URL_TTL_SECONDS: ttl }),
        /MEDIA_URL_TTL_SECONDS/,
        ttl,
      );
    assert.equal(mediaGrantSettingsFromEnv({ MEDIA_URL_TTL_SECONDS: '120' }).ttlSeconds, 120);
  });
});
