// Issue 38's last items (decision 068), against the real API: a video podcast episode plays the site's
// own renditions through hls.js with captions (public, no provider frame), on its page and in its row
// on the series page (decision 075), and the seeded audio item
// (the plus member's program, onDemandMediaType 0) launches into the audio layout and plays its
// audio-only rendition with its captions line.
import { expect, test } from '../support/test';
import { recordTokens, signInFromHeader, USERS } from '../support/auth';
import { boundary } from '../support/site';

/** The seeded audio program (api/src/seed/generate-catalogue.ts AUDIO_PROGRAM_CODE). */
const AUDIO_PROGRAM_CODE = '380812';

test.describe('media: video podcast episodes and the audio item', () => {
  test('[S3-PDP-72] a video podcast episode plays its renditions through hls.js with captions, anonymously', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // a free episode with video, from the first series that has one
    let episode: { code: string; url: string } | null = null;
    for (let s = 1; s <= 20 && !episode; s++) {
      const res = await page.request.get(
        `/api/podcast/episodes/POD${String(s).padStart(3, '0')}?pageSize=100`,
      );
      if (!res.ok()) continue;
      const items = ((await res.json()) as { items: { code: string; url: string; playerUrl: string }[] })
        .items;
      episode = items.find((i) => i.playerUrl.includes('vimeo')) ?? null;
    }
    expect(episode, 'a seeded video episode').toBeTruthy();
    const media: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/podcast/media/')) media.push(path);
    });
    await page.goto(episode!.url);
    const view = boundary(page, 'mfe-product');
    const segment = page.waitForResponse((r) =>
      /^\/api\/podcast\/media\/[\w-]+\/[0-9a-f]{16}\/v(240|480)\/seg-\d{3}\.m4s$/.test(
        new URL(r.url()).pathname,
      ),
    );
    await view.getByRole('button', { name: 'Play episode video' }).click();
    const video = view.getByLabel(/^Episode video: /);
    await expect(video).toBeVisible();
    const first = await segment;
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // it plays (the press was the listener's), with the captions track on and its cues loaded
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(2);
    await expect
      .poll(() =>
        video.evaluate((v: HTMLVideoElement) => {
          const t = [...v.textTracks].find((x) => x.kind === 'captions');
          return t && t.mode === 'showing' ? (t.cues?.length ?? 0) : 0;
        }),
      )
      .toBeGreaterThan(3);
    expect(media.some((p) => p.endsWith('/master.m3u8'))).toBe(true);
    await expect(page.locator('iframe[src*="vimeo"]')).toHaveCount(0);
    // the transcript is the same WebVTT
    await view.getByRole('button', { name: 'Show transcript' }).click();
    await expect(view.getByRole('region', { name: 'Transcript' }).getByRole('button').first()).toContainText(
      'video episode of the PLI podcast',
    );
  });

  test('[S1-PODCAST-09] a video episode row on the series page plays the site renditions in place (decision 075)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // a video episode on a series page's first page of episodes (the page's own first request)
    let found: { series: string; title: string } | null = null;
    for (let s = 1; s <= 20 && !found; s++) {
      const res = await page.request.get(`/api/podcast/episodes/POD${String(s).padStart(3, '0')}`);
      if (!res.ok()) continue;
      const items = ((await res.json()) as { items: { title: string; url: string; playerUrl: string }[] })
        .items;
      const video = items.find((i) => i.playerUrl.includes('vimeo'));
      if (video) found = { series: video.url.split('/').slice(0, 3).join('/'), title: video.title };
    }
    expect(found, 'a series with a video episode').toBeTruthy();
    await page.goto(found!.series);
    const row = boundary(page, 'mfe-library').getByRole('article', { name: found!.title, exact: true });
    const segment = page.waitForResponse((r) =>
      /^\/api\/podcast\/media\/[\w-]+\/[0-9a-f]{16}\/v(240|480)\/seg-\d{3}\.m4s$/.test(
        new URL(r.url()).pathname,
      ),
    );
    await row.getByRole('button', { name: 'Show player' }).click();
    // the toggle names what it does next
    await expect(row.getByRole('button', { name: 'Hide player' })).toHaveAttribute('aria-expanded', 'true');
    const video = row.getByLabel(`Episode video: ${found!.title}`);
    await expect(video).toBeVisible();
    expect((await segment).status()).toBe(200);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(2);
    await expect(row.locator('iframe')).toHaveCount(0);
    await expect(row.getByRole('button', { name: 'Captions' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the audio item launches into the audio layout and plays its audio-only rendition with captions', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tokens = recordTokens(page);
    await page.goto('/');
    await signInFromHeader(page, USERS.pm);
    await expect.poll(() => tokens.length).toBeGreaterThan(0);
    const product = await page.request.get(`/api/product/${AUDIO_PROGRAM_CODE}`);
    expect(product.status()).toBe(200);
    const v = ((await product.json()) as { variation: { url: string; onDemandMediaType: number | null } })
      .variation;
    expect(v.onDemandMediaType).toBe(0);
    await page.goto(v.url);
    const panel = boundary(page, 'mfe-product').getByRole('region', { name: 'Registration and purchase' });
    const popupOpened = page.waitForEvent('popup');
    await panel.getByRole('button', { name: 'Launch', exact: true }).click();
    const player = await popupOpened;
    await player.waitForURL((url) => url.pathname === '/player');
    const view = boundary(player, 'mfe-product');
    const audio = view.locator('audio');
    await expect(audio).toBeAttached();
    await expect(view.locator('video')).toHaveCount(0);
    await expect(view.locator('[data-layout="audio"] img')).toBeVisible();
    const segment = player.waitForResponse((r) => /\/a64\/seg-\d{3}\.m4s$/.test(new URL(r.url()).pathname));
    await view.getByRole('button', { name: 'Play', exact: true }).click();
    expect((await segment).status()).toBe(200);
    const start = await audio.evaluate((a: HTMLAudioElement) => a.currentTime);
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(start + 2);
    // captions on (the default): the spoken cue under the controls
    await expect(view.locator('[data-audio-captions]')).not.toHaveText('');
    await view.getByRole('button', { name: 'Pause' }).click();
    await player.close();
  });
});
