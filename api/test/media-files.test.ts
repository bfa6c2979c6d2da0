// The media a launch signs, served (issue 38, decision 057), on the real database (PGlite, and
// PostgreSQL with TEST_DATABASE_URL): the HLS master playlist and, through its relative URLs (the grant
// rides in the path), every rendition's playlist, init file and segment; captions, poster and the
// MP4/MP3 downloads with byte ranges; the right types and caching; and the probes: unknown files 404,
// traversal refused, no query, no 5xx, nothing written.
import { brotliDecompressSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LaunchResponseSchema } from '@cle/contracts/registration-schemas';
import type { MediaStream } from '@cle/contracts/registration-schemas';
import { ProductPayloadSchema } from '@cle/contracts/product-schemas';
import { startSignedInApp } from './helpers';
import type { SignedInApp } from './helpers';
import { SEEDED_USERS } from '../src/seed/generate-users';
import { MediaStreamSchema } from '@cle/contracts/registration-schemas';
import { durationOf, mediaLibrary, PODCAST_SOURCE } from '../src/media/media-library';

let t: SignedInApp;
const RETAIL = SEEDED_USERS.find((u) => u.email === 'retail@example.com')!.sub;
const BODY = { sourcecode: '', keycode: '' };
let program: { pk: string; code: string };
let streams: MediaStream[];

before(async () => {
  assert.ok(mediaLibrary().dir, 'the media is built (node scripts/media/build-media.mjs)');
  t = await startSignedInApp();
  const [row] = await t.db.query<{ pk: string; code: string }>(
    `SELECT p.pk, p.code FROM library_entries e JOIN products p ON p.pk = e.item_pk
     WHERE e.user_sub = $1 AND e.source = 'purchased' AND p.searchable_type = 'ondemandprogram'
       AND EXISTS (SELECT 1 FROM products s WHERE s.parent_code = p.code) ORDER BY p.code LIMIT 1`,
    [RETAIL],
  );
  assert.ok(row, 'retail@ bought a program with segments');
  program = row;
  const res = await t.call('POST', `/api/launch/${row.code}`, RETAIL, BODY);
  assert.equal(res.statusCode, 200, res.body);
  streams = LaunchResponseSchema.parse(res.json()).streams;
});
after(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.call('GET', url, undefined, undefined, headers);
/** The URIs a playlist names (its child playlists, init file and segments), resolved against it. */
const childrenOf = (url: string, body: string) =>
  body
    .split('\n')
    .flatMap((l) => (l.startsWith('#') ? [/URI="([^"]+)"/.exec(l)?.[1]].filter(Boolean) : [l.trim()]))
    .filter((l): l is string => !!l)
    .map((u) => new URL(u, `http://api.test${url}`).pathname);

describe('media files', () => {
  test('a video program: master playlist, 240p, 480p and audio renditions, every segment through the grant', async () => {
    const s = streams[0]!;
    assert.equal(s.mediaType, 'video');
    assert.ok(s.durationSeconds && s.durationSeconds > 30);
    const master = await get(s.hlsUrl);
    assert.equal(master.statusCode, 200, master.body);
    assert.equal(master.headers['content-type'], 'application/vnd.apple.mpegurl');
    assert.match(master.body, /CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2",RESOLUTION=426x240/);
    assert.match(master.body, /RESOLUTION=854x480/);
    assert.match(master.body, /CODECS="mp4a\.40\.2"\n/);
    const variants = childrenOf(s.hlsUrl, master.body);
    assert.equal(variants.length, 3);
    const grantRoot = s.hlsUrl.replace(/master\.m3u8$/, '');
    let segments = 0;
    for (const v of variants) {
      assert.ok(v.startsWith(grantRoot), `${v} keeps the grant`);
      const playlist = await get(v);
      assert.equal(playlist.statusCode, 200, `${v}: ${playlist.body}`);
      assert.match(playlist.body, /#EXT-X-PLAYLIST-TYPE:VOD/);
      for (const file of childrenOf(v, playlist.body)) {
        assert.ok(file.startsWith(grantRoot), file);
        const res = await get(file);
        assert.equal(res.statusCode, 200, file);
        assert.match(
          String(res.headers['content-type']),
          file.includes('/a64/') ? /^audio\/mp4/ : /^video\/(mp4|iso\.segment)/,
        );
        // segment and init names never change: long-lived, but only in the person's own cache
        assert.equal(res.headers['cache-control'], 'private, max-age=31536000, immutable');
        if (file.endsWith('.m4s')) {
          segments++;
          assert.equal(res.rawPayload.subarray(4, 8).toString('ascii'), 'styp', file);
        }
      }
    }
    assert.ok(segments > 3 * 15, `${segments} segments`);
  });

  test('captions, poster and downloads: their types, a file name, byte ranges, 416 past the end', async () => {
    const s = streams[0]!;
    const vtt = await get(s.captionsUrl);
    assert.equal(vtt.headers['content-type'], 'text/vtt; charset=utf-8');
    assert.match(vtt.body, /^WEBVTT\n\n1\n00:00:00\.000 --> 00:00:0\d\.\d{3}\nWelcome/);
    const poster = await get(s.posterUrl);
    assert.equal(poster.headers['content-type'], 'image/jpeg');
    assert.equal(poster.rawPayload.subarray(0, 2).toString('hex'), 'ffd8');
    assert.deepEqual(
      s.downloads.map((d) => [d.format, d.mimeType]),
      [
        ['mp4', 'video/mp4'],
        ['mp3', 'audio/mpeg'],
      ],
    );
    for (const d of s.downloads) {
      const full = await get(d.url);
      assert.equal(full.statusCode, 200);
      assert.equal(full.headers['content-type'], d.mimeType);
      assert.equal(full.headers['accept-ranges'], 'bytes');
      assert.equal(full.headers['content-disposition'], `attachment; filename="cle-${s.code}.${d.format}"`);
      const size = full.rawPayload.length;
      assert.equal(Number(full.headers['content-length']), size);
      const part = await get(d.url, { range: 'bytes=100-199', 'accept-encoding': 'gzip, br' });
      assert.equal(part.statusCode, 206);
      assert.equal(part.headers['content-range'], `bytes 100-199/${size}`);
      assert.equal(part.headers['content-encoding'], undefined);
      assert.deepEqual(part.rawPayload, full.rawPayload.subarray(100, 200));
      const tail = await get(d.url, { range: 'bytes=-10' });
      assert.deepEqual(tail.rawPayload, full.rawPayload.subarray(size - 10));
      assert.equal((await get(d.url, { range: `bytes=${size}-` })).statusCode, 416);
    }
    assert.equal((await get(s.playbackUrl)).headers['content-type'], 'video/mp4');
    assert.equal(s.playbackUrl, s.downloads[0]!.url);
  });

  test('an audio item (onDemandMediaType 0) plays the audio source: no video rendition, no MP4', async () => {
    const segment = `${program.code}-1`;
    await t.db.query(
      `UPDATE products SET data = jsonb_set(data, '{onDemandMediaType}', '0') WHERE code = $1`,
      [segment],
    );
    try {
      const res = await t.call('POST', `/api/launch/${segment}`, RETAIL, BODY);
      const s = LaunchResponseSchema.parse(res.json()).streams[0]!;
      assert.equal(s.mediaType, 'audio');
      assert.equal(s.mimeType, 'audio/mpeg');
      assert.deepEqual(
        s.downloads.map((d) => d.format),
        ['mp3'],
      );
      const master = await get(s.hlsUrl);
      assert.equal(master.statusCode, 200);
      assert.doesNotMatch(master.body, /avc1|RESOLUTION/);
      assert.match((await get(s.captionsUrl)).body, /Trust accounting|trust accounting/);
      const root = s.hlsUrl.replace(/master\.m3u8$/, '');
      for (const file of ['download.mp4', 'v480/index.m3u8', 'v240/seg-000.m4s']) {
        const res = await get(`${root}${file}`);
        assert.equal(res.statusCode, 404, `${file}: ${res.body}`);
        assert.match(res.json().message, /not found/i);
      }
    } finally {
      await t.db.query(`UPDATE products SET data = data - 'onDemandMediaType' WHERE code = $1`, [segment]);
    }
  });

  test('S3-CONST-04 preview: an on-demand video is public and cacheable without a grant; 404 without video', async () => {
    const url = `/api/product/media/${program.code}/preview.mp4`;
    const page = await get(`/api/product/${program.code}`);
    assert.equal(page.statusCode, 200);
    const v = ProductPayloadSchema.parse(page.json()).variation;
    assert.equal(v.previewUrl, url);
    assert.equal(v.previewCaptionsUrl, url.replace(/mp4$/, 'vtt'));
    const vtt = await get(v.previewCaptionsUrl!);
    assert.equal(vtt.statusCode, 200);
    assert.equal(vtt.headers['content-type'], 'text/vtt; charset=utf-8');
    assert.equal(vtt.headers['cache-control'], 'public, max-age=86400');
    // the cues of the preview's seconds only, the last cut where the clip ends
    assert.match(vtt.body, /^WEBVTT\n\n1\n00:00:00\.000 --> /);
    assert.match(vtt.body, / --> 00:00:0[0-6]\.\d{3}\n[^\n]+\n$/);
    const res = await get(url);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['content-type'], 'video/mp4');
    assert.equal(res.headers['cache-control'], 'public, max-age=86400');
    assert.equal(res.rawPayload.subarray(4, 8).toString('ascii'), 'ftyp');
    // a few seconds of the 240p stream, far smaller than the download
    assert.ok(res.rawPayload.length < 400_000, `${res.rawPayload.length} bytes`);
    const part = await get(url, { range: 'bytes=0-99' });
    assert.equal(part.statusCode, 206);
    assert.deepEqual(part.rawPayload, res.rawPayload.subarray(0, 100));
    // no video, no preview: an audio segment, a live program, a book, an unknown or malformed code
    const segment = `${program.code}-1`;
    const [live] = await t.db.query<{ code: string }>(
      `SELECT code FROM products WHERE searchable_type = 'liveprogram' ORDER BY code LIMIT 1`,
    );
    const [book] = await t.db.query<{ code: string }>(
      `SELECT code FROM products WHERE searchable_type = 'book' ORDER BY code LIMIT 1`,
    );
    await t.db.query(
      `UPDATE products SET data = jsonb_set(data, '{onDemandMediaType}', '0') WHERE code = $1`,
      [segment],
    );
    try {
      const audioPage = ProductPayloadSchema.parse((await get(`/api/product/${segment}`)).json());
      assert.equal(audioPage.variation.previewUrl, null);
      assert.equal(audioPage.variation.previewCaptionsUrl, null);
      for (const [code, status] of [
        [segment, 404],
        [live!.code, 404],
        [book!.code, 404],
        ['NO-SUCH-CODE', 404],
        ['bad code!', 400],
      ] as const) {
        for (const file of ['preview.mp4', 'preview.vtt']) {
          const r = await get(`/api/product/media/${encodeURIComponent(code)}/${file}`);
          assert.equal(r.statusCode, status, `${code}: ${r.body}`);
          assert.ok(r.json().message, code);
        }
      }
    } finally {
      await t.db.query(`UPDATE products SET data = data - 'onDemandMediaType' WHERE code = $1`, [segment]);
    }
  });

  test('abuse probes: unknown files 404, traversal and queries refused, never a 5xx, nothing written', async () => {
    const root = streams[0]!.hlsUrl.replace(/master\.m3u8$/, '');
    const [before] = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM library_entries');
    // (a client normalises `..` before sending; what is left is refused as a bad code or an unknown file)
    const probes: [string, number | number[]][] = [
      [`${root}seg-999.m4s`, 404],
      [`${root}v240/seg-999.m4s`, 404],
      [`${root}v999/index.m3u8`, 404],
      [`${root}media.json`, 404],
      [`${root}../../../package.json`, [400, 404]],
      [`${root}..%2f..%2fpackage.json`, 404],
      [`${root}v240/..%2F..%2F..%2Fmedia.json`, 404],
      [`${root}%2e%2e/%2e%2e/current.json`, 404],
      [`${root}v240/index.m3u8%00.jpg`, [400, 404]],
      [`${root}`, 404],
      [`${root}master.m3u8?expires=1`, 400],
      [`/api/product/media/${'9'.repeat(60)}/x/master.m3u8`, 400],
      [`/api/product/media/${program.code}/..%2f..%2fpackage.json`, 401],
    ];
    for (const [url, status] of probes) {
      const res = await get(url);
      assert.ok([status].flat().includes(res.statusCode), `${url}: ${res.statusCode} ${res.body}`);
      assert.match(String(res.headers['content-type']), /^application\/json/, url);
      assert.ok(res.json().message, url);
      assert.doesNotMatch(res.body, /"name":|#EXTM3U|WEBVTT/);
    }
    const [afterCount] = await t.db.query<{ n: string }>('SELECT count(*) AS n FROM library_entries');
    assert.equal(afterCount!.n, before!.n);
  });
});

describe('the seeded audio item (decision 068)', () => {
  test('an on-demand program sold as audio, owned by the plus member: every launched stream is audio-only, with captions and an MP3', async () => {
    const PM = SEEDED_USERS.find((u) => u.email === 'pm@example.com')!.sub;
    // the one on-demand program the seed sells as audio
    const audioPrograms = await t.db.query<{ code: string }>(
      `SELECT code FROM products WHERE searchable_type = 'ondemandprogram' AND data->>'onDemandMediaType' = '0'`,
    );
    assert.equal(audioPrograms.length, 1, 'the seed has one audio program');
    const AUDIO_PROGRAM_CODE = audioPrograms[0]!.code;
    const items = await t.db.query<{ code: string; content_type: string; media: string }>(
      `SELECT code, content_type, data->>'onDemandMediaType' AS media FROM products
       WHERE code = $1 OR parent_code = $1 ORDER BY code`,
      [AUDIO_PROGRAM_CODE],
    );
    assert.ok(items.length > 1, 'the audio program has segments');
    for (const i of items) assert.deepEqual([i.content_type, i.media], ['OnDemandMp3Variation', '0'], i.code);
    const [owned] = await t.db.query(
      `SELECT 1 FROM library_entries WHERE user_sub = $1 AND item_pk = $2 AND source = 'purchased'`,
      [PM, `prg-${AUDIO_PROGRAM_CODE}`],
    );
    assert.ok(owned, 'pm@ bought the audio program');
    const res = await t.call('POST', `/api/launch/${AUDIO_PROGRAM_CODE}`, PM, BODY);
    assert.equal(res.statusCode, 200, res.body);
    const launchedStreams = LaunchResponseSchema.parse(res.json()).streams;
    assert.equal(launchedStreams.length, items.length);
    for (const s of launchedStreams) {
      assert.equal(s.mediaType, 'audio', s.code);
      assert.equal(s.mimeType, 'audio/mpeg');
      assert.equal(s.durationSeconds, durationOf(mediaLibrary(), 'audio'));
    }
    const s = launchedStreams[1]!;
    const master = await get(s.hlsUrl);
    assert.equal(master.statusCode, 200);
    assert.deepEqual(childrenOf(s.hlsUrl, master.body), [
      s.hlsUrl.replace(/master\.m3u8$/, 'a64/index.m3u8'),
    ]);
    assert.match((await get(s.captionsUrl)).body, /^WEBVTT\n[\s\S]*trust accounting/i);
    const mp3 = await get(s.playbackUrl, { range: 'bytes=0-1' });
    assert.equal(mp3.statusCode, 206);
    assert.equal(mp3.headers['content-type'], 'audio/mpeg');
    // no video preview on its page
    const page = ProductPayloadSchema.parse((await get(`/api/product/${AUDIO_PROGRAM_CODE}`)).json());
    assert.equal(page.variation.previewUrl, null);
  });
});

describe('video podcast episodes (decision 068)', () => {
  const episodeOf = async (video: boolean) => {
    const [row] = await t.db.query<{ code: string }>(
      `SELECT code FROM products WHERE searchable_type = 'podcastepisode' AND price = 0
         AND data->>'hasVideo' = $1 ORDER BY code LIMIT 1`,
      [String(video)],
    );
    assert.ok(row, `the seed has a podcast episode with hasVideo ${video}`);
    return row.code;
  };

  test('a video episode streams its own recording without a grant: HLS renditions (compressed playlists), captions, immutable under the build', async () => {
    const code = await episodeOf(true);
    const answer = await get(`/api/podcast/episode-media/${code}`);
    assert.equal(answer.statusCode, 200, answer.body);
    const s = MediaStreamSchema.parse(answer.json());
    assert.equal(s.mediaType, 'video');
    assert.deepEqual(s.downloads, []);
    assert.match(s.hlsUrl, new RegExp(`^/api/podcast/media/${code}/[0-9a-f]{16}/master\\.m3u8$`));
    assert.equal(s.durationSeconds, durationOf(mediaLibrary(), 'video', PODCAST_SOURCE));
    const master = await get(s.hlsUrl);
    assert.equal(master.statusCode, 200, master.body);
    assert.equal(master.headers['content-type'], 'application/vnd.apple.mpegurl');
    assert.match(master.body, /RESOLUTION=426x240/);
    assert.match(master.body, /RESOLUTION=854x480/);
    const variants = childrenOf(s.hlsUrl, master.body);
    assert.equal(variants.length, 3);
    for (const v of variants) {
      const playlist = await get(v);
      assert.equal(playlist.statusCode, 200, v);
      // playlists travel compressed: a few KB of repeated segment URLs
      const packed = await get(v, { 'accept-encoding': 'br' });
      assert.equal(packed.headers['content-encoding'], 'br', v);
      assert.equal(brotliDecompressSync(packed.rawPayload).toString(), playlist.body);
      const [init, first] = childrenOf(v, playlist.body);
      for (const file of [init!, first!]) {
        const res = await get(file);
        assert.equal(res.statusCode, 200, file);
        // the build is in the URL: the bytes under it never change, any cache may keep them
        assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      }
    }
    // its own recording: a paid program's captions are not what an episode serves
    const captions = await get(s.captionsUrl);
    assert.equal(captions.headers['content-type'], 'text/vtt; charset=utf-8');
    assert.match(captions.body, /video episode of the PLI podcast/);
    const paid = await get(streams[0]!.captionsUrl);
    assert.notEqual(captions.body, paid.body);
    const part = await get(s.playbackUrl, { range: 'bytes=0-99' });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-type'], 'video/mp4');
  });

  test('no video, not free, not an episode, another build, another file: 404; malformed: 400', async () => {
    const video = await episodeOf(true);
    const audio = await episodeOf(false);
    const root = MediaStreamSchema.parse(
      (await get(`/api/podcast/episode-media/${video}`)).json(),
    ).hlsUrl.replace(/master\.m3u8$/, '');
    const build = root.split('/').at(-2)!;
    const probes: [string, number][] = [
      [`/api/podcast/episode-media/${audio}`, 404],
      [`/api/podcast/episode-media/${program.code}`, 404],
      [`/api/podcast/episode-media/bad%20code!`, 400],
      [`/api/podcast/episode-media/${video}?x=1`, 400],
      [`/api/podcast/media/${audio}/${build}/master.m3u8`, 404],
      // a paid program's recording never answers on the public root
      [`/api/podcast/media/${program.code}/${build}/master.m3u8`, 404],
      [`/api/podcast/media/${video}/${'0'.repeat(16)}/master.m3u8`, 404],
      [`/api/podcast/media/${video}/nothex/master.m3u8`, 400],
      [`${root}download.mp3`, 404],
      [`${root}preview.mp4`, 404],
      [`${root}media.json`, 404],
      [`${root}..%2f..%2fcurrent.json`, 404],
      [`${root}master.m3u8?expires=1`, 400],
    ];
    await t.db.query(`UPDATE products SET price = 10 WHERE code = $1`, [video]);
    try {
      probes.push([`/api/podcast/episode-media/${video}`, 404], [`${root}master.m3u8`, 404]);
      for (const [url, status] of probes) {
        const res = await get(url);
        assert.equal(res.statusCode, status, `${url}: ${res.body}`);
        assert.ok(res.json().message, url);
        assert.doesNotMatch(res.body, /#EXTM3U|WEBVTT/);
      }
    } finally {
      await t.db.query(`UPDATE products SET price = 0 WHERE code = $1`, [video]);
    }
  });
});
