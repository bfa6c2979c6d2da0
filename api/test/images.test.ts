// The catalogue image server: every seeded image URL answers with WebP at the spec's widths,
// cached immutably; a bad width or an unknown image is a 4xx with a message.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { imageHeightFor } from '@cle/contracts/images';
import { startTestApp } from './helpers';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;
let t: TestApp;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

before(async () => {
  t = await startTestApp();
});
after(async () => {
  await t.close();
});

describe('GET /images/<collection>/<n>.webp', () => {
  test('[S1-CONST-07] [S1-CONST-08] every seeded image URL is WebP, 400 wide by default, cached immutably', async () => {
    const rows = await t.db.query<{ image_url: string }>(
      'SELECT DISTINCT image_url FROM products WHERE image_url IS NOT NULL ORDER BY image_url',
    );
    assert.ok(rows.length >= 40, `expected the seeded images, got ${rows.length}`);
    for (const { image_url } of rows) {
      const res = await get(image_url);
      assert.equal(res.statusCode, 200, image_url);
      assert.equal(res.headers['content-type'], 'image/webp');
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 400, imageHeightFor(400)], image_url);
    }
  });

  test('[S1-CONST-06] renders each responsive width, the same bytes every time', async () => {
    // the spec's widths, written out: the list the server reads must not drift from them
    for (const w of [360, 480, 768, 1280, 1920, 2560]) {
      const res = await get(`/images/podcasts/3.webp?w=${w}`);
      assert.equal(res.statusCode, 200);
      const meta = await sharp(res.rawPayload).metadata();
      assert.equal(meta.width, w);
      assert.equal(meta.height, imageHeightFor(w));
    }
    assert.equal((await get('/images/podcasts/3.webp?w=1024')).statusCode, 400);
    const a = await get('/images/programs/7.webp?w=480');
    const b = await get('/images/programs/7.webp?w=480');
    assert.ok(a.rawPayload.equals(b.rawPayload));
    assert.ok(!a.rawPayload.equals((await get('/images/programs/8.webp?w=480')).rawPayload));
  });

  test('an unchanged image revalidates with 304', async () => {
    const first = await get('/images/publications/2.webp?w=768');
    const etag = String(first.headers.etag);
    const again = await get('/images/publications/2.webp?w=768', { 'if-none-match': etag });
    assert.equal(again.statusCode, 304);
  });

  test('a width outside the list is a 400 with a message', async () => {
    for (const w of ['500', 'abc', '0', '-360', '99999']) {
      const res = await get(`/images/programs/1.webp?w=${w}`);
      assert.equal(res.statusCode, 400, w);
      assert.match(
        res.json().message,
        /Invalid query field 'w': must be one of 360, 480, 768, 1280, 1920, 2560/,
      );
    }
  });

  test('an unknown collection or number is a 404 with a message', async () => {
    for (const url of [
      '/images/faces/1.webp',
      '/images/programs/25.webp',
      '/images/programs/0.webp',
      '/images/programs/1.png',
    ]) {
      const res = await get(url);
      assert.equal(res.statusCode, 404, url);
      assert.match(res.json().message, /not found/);
    }
  });
});
