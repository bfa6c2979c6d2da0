// Launching a purchased on-demand program from its product page, against the real API: the launching
// window opens on the site, goes to the player on the site's own origin, streams the API's recording
// (HLS through hls.js, captions, every request under the launch's grant),
// and what was played moves My Library's Watched / Partially complete / Not started labels.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { recordTokens, signInFromHeader, USERS } from '../support/auth';
import { boundary, identityOrigin, siteOrigin } from '../support/site';

interface LibraryItem {
  pk: string;
  title: string;
  url: string;
  productCode: string;
  searchableType: string;
  isPurchased: boolean;
  playbackProgressPct: number;
  totalSegments: number;
}

async function library(page: Page, token: string): Promise<LibraryItem[]> {
  const res = await page.request.get(
    '/api/user/library?groupSearchableType=Programs&format=onDemand&pageSize=100',
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: LibraryItem[] }).items;
}

test.describe('Launch and playback', () => {
  test('a purchased on-demand program launches into the player, plays, and its progress shows in My Library', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const tokens = recordTokens(page);
    await page.goto('/');
    await signInFromHeader(page, USERS.retail);
    await expect.poll(() => tokens.length).toBeGreaterThan(0);
    const token = tokens.at(-1)!;
    // a program the retail member bought and has not started (each run uses up one)
    const program = (await library(page, token)).find(
      (i) =>
        i.searchableType === 'ondemandprogram' &&
        i.isPurchased &&
        i.playbackProgressPct === 0 &&
        i.totalSegments > 1,
    );
    expect(program, 'a purchased on-demand program not started yet').toBeTruthy();

    await page.goto(program!.url);
    const panel = boundary(page, 'mfe-product').getByRole('region', { name: 'Registration and purchase' });
    const mediaPaths: string[] = [];
    const launch = panel.getByRole('button', { name: 'Launch', exact: true });
    await test.step('[S3-PANEL-35] the purchased program offers Launch, with no price', async () => {
      await expect(launch).toBeEnabled();
      await expect(panel).not.toContainText('$');
    });

    const player =
      await test.step('[S3-PANEL-57] [S3-PANEL-58] [S3-API-11] Launch posts empty sourcecode and keycode and opens the launchUrl: the player', async () => {
        const launched = page.waitForResponse(
          (r) =>
            r.request().method() === 'POST' &&
            new URL(r.url()).pathname === `/api/launch/${program!.productCode}`,
        );
        // what the windows the launch opens ask the identity provider (they take the opener's session)
        const openedAskedProvider: string[] = [];
        page.context().on('request', (r) => {
          if (new URL(r.url()).origin !== identityOrigin) return;
          let from: Page | null = null;
          try {
            from = r.frame().page();
          } catch {
            // a new window's first navigation has no frame yet
          }
          if (from !== page) openedAskedProvider.push(new URL(r.url()).pathname);
        });
        const popupOpened = page.waitForEvent('popup');
        await launch.click();
        const launchResponse = await launched;
        expect(launchResponse.status()).toBe(200);
        expect(launchResponse.request().postDataJSON()).toEqual({ sourcecode: '', keycode: '' });
        const player = await popupOpened;
        // every media request of the player window, from its first: the player may ask for the master
        // playlist as soon as it mounts, before Play
        player.on('request', (r) => {
          const path = new URL(r.url()).pathname;
          if (path.startsWith('/api/product/media/')) mediaPaths.push(path);
        });
        // the launching window, then the player on the site's own origin
        await player.waitForURL((url) => url.pathname === '/player');
        expect(new URL(player.url()).origin).toBe(siteOrigin);
        expect(new URL(player.url()).searchParams.get('code')).toBe(program!.productCode);
        const opened = boundary(player, 'mfe-product');
        await expect(opened.getByRole('heading', { level: 1, name: program!.title })).toBeVisible();
        await expect(opened.getByText(/^Segment 1 of \d: /)).toBeVisible();
        // signed in with the opener's session: no sign-in round trip of its own before the media
        expect(openedAskedProvider).toEqual([]);
        // the program's product call came with the player's HTML (its ?code= route hint): the window
        // never asked for it (the resource timeline holds every request of the document, from its first)
        const productCall = `/api/product/${program!.productCode}`;
        const carried = await player
          .locator('#cle-ssr-data')
          .evaluate((el) => Object.keys(JSON.parse(el.textContent ?? '{}') as Record<string, unknown>));
        expect(carried).toContain(productCall.replace(/^\/api/, ''));
        const asked = await player.evaluate(() =>
          performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname),
        );
        expect(asked).not.toContain(productCall);
        // the launch the press made was handed over to the window (launch-handoff.ts): it made none of its own
        await expect(opened.getByRole('button', { name: 'Play' })).toBeVisible();
        const askedByNow = await player.evaluate(() =>
          performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname),
        );
        expect(askedByNow).not.toContain(`/api/launch/${program!.productCode}`);
        // and its streaming library started with the HTML (the player's chunk hint)
        await expect(player.locator('link[rel="preload"][as="script"][href*="/hls."]')).toHaveCount(1);
        return player;
      });
    const view = boundary(player, 'mfe-product');
    const video = view.locator('video');

    await test.step('[S3-API-54] the first segment streams over HLS through granted playback urls, with captions', async () => {
      // every playlist and segment request carries the launch's grant in its path (decisions 053, 057)
      const GRANTED = /^\/api\/product\/media\/[\w-]+\/\d+\.[\w-]{22}\.[\w-]{43}\//;
      const segment = player.waitForResponse((r) =>
        /\/(v240|v480)\/seg-\d{3}\.m4s$/.test(new URL(r.url()).pathname),
      );
      await view.getByRole('button', { name: 'Play' }).click();
      const firstSegment = await segment;
      expect(firstSegment.status()).toBe(200);
      expect(new URL(firstSegment.url()).pathname).toMatch(GRANTED);
      await expect(video).toHaveAttribute('poster', GRANTED);
      await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime)).toBeGreaterThan(2);
      // the captions track is on, with the spoken sentences as cues
      await expect
        .poll(() =>
          video.evaluate((v) => {
            const t = [...(v as HTMLVideoElement).textTracks].find((x) => x.label === 'English');
            return t && t.kind === 'captions' && t.mode === 'showing' ? (t.cues?.length ?? 0) : 0;
          }),
        )
        .toBeGreaterThan(5);
      expect(mediaPaths.some((p) => p.endsWith('/master.m3u8'))).toBe(true);
      expect(mediaPaths.length).toBeGreaterThan(3);
      for (const p of mediaPaths) expect(p).toMatch(GRANTED);
    });
    await test.step('the end of the first segment (seek there: it runs ~84 s), then part of the second, saves progress', async () => {
      await video.evaluate((v) => {
        const el = v as HTMLVideoElement;
        el.currentTime = el.duration - 1;
      });
      await expect(view.getByRole('status')).toHaveText('Progress saved: 100% of this segment', {
        timeout: 30_000,
      });
      await expect(view.getByText(/^Segment 2 of \d: /)).toBeVisible();
      await expect(view.getByRole('button', { name: 'Pause' })).toBeVisible();
      // watch a moment: a part of the second segment, from its 30th second
      await expect
        .poll(() => view.locator('video').evaluate((v) => (v as HTMLVideoElement).currentTime))
        .toBeGreaterThan(2);
      await view.locator('video').evaluate((v) => {
        (v as HTMLVideoElement).currentTime = 30;
      });
      await expect
        .poll(() => view.locator('video').evaluate((v) => (v as HTMLVideoElement).currentTime))
        .toBeGreaterThan(31);
      await view.getByRole('button', { name: 'Pause' }).click();
      await expect(view.getByRole('status')).toHaveText(/^Progress saved: ([1-9]\d?)% of this segment$/);
    });
    await test.step('a reload launches again and resumes the second segment from the start of the 4 s HLS segment holding 5 s before where it was paused', async () => {
      const pausedAt = await view.locator('video').evaluate((v) => (v as HTMLVideoElement).currentTime);
      const seconds = Math.floor(pausedAt);
      await player.reload();
      await expect(view.getByText(/^Segment 2 of \d: /)).toBeVisible();
      await expect(view.getByRole('status')).toHaveText(
        `Resuming where you left off (0:${String(seconds).padStart(2, '0')})`,
      );
      const resumed = view.locator('video');
      await expect
        .poll(() => resumed.evaluate((v) => (v as HTMLVideoElement).currentTime))
        .toBeGreaterThan(pausedAt - 10); // 5 s back, then back to its segment's start (decision 101)
      const at = await resumed.evaluate((v) => (v as HTMLVideoElement).currentTime);
      expect(at).toBeLessThan(pausedAt - 4);
    });
    await player.close();

    await test.step('[S1-LIBRARY-15] [S1-LIBRARY-16] [S1-LIBRARY-17] My Library, last watched first: the segments read Watched, Partially complete, Not started', async () => {
      await page.goto('/account/library?groupSearchableType=Programs&sort=LastWatched');
      const lib = boundary(page, 'mfe-library');
      const row = lib
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 3, name: program!.title, exact: true }) });
      await expect(row).toBeVisible();
      const segments = row.getByRole('list', { name: 'Segments' }).getByRole('listitem');
      await expect(segments.nth(0)).toContainText('Watched');
      await expect(segments.nth(1)).toContainText('Partially complete');
      await expect(segments.nth(2)).toContainText('Not started');
      const after = (await library(page, token)).find((i) => i.pk === program!.pk)!;
      expect(after.playbackProgressPct).toBeGreaterThan(25);
      expect(after.playbackProgressPct).toBeLessThan(50);
    });
  });

  test('[S1-ROUTES-14] [S3-MODALS-26] the launching window is a full-screen spinner the server sends without any script', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    const res = await page.goto('/launching');
    expect(res?.status()).toBe(200);
    expect(await res!.text()).not.toContain('<script');
    const spinner = page.getByRole('status', { name: 'Launching' });
    await expect(spinner).toBeVisible();
    // it covers the window (the launch replaces it within a moment)
    const box = await spinner.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, ...page.viewportSize()! });
    await expect(page).toHaveTitle('Launching - PLI');
    expect(scripts).toEqual([]);
  });

  test('[S3-ROLES-03] [S3-API-11] launch without purchase is refused by the API; the player asks anonymous visitors to sign in', async ({
    page,
  }) => {
    const res = await page.request.post('/api/launch/380000', { data: { sourcecode: '', keycode: '' } });
    expect(res.status()).toBe(401);
    // the media itself answers only a signed link (decisions 053, 057): playlist and segment alike
    expect((await page.request.get('/api/product/media/380000/master.m3u8')).status()).toBe(401);
    expect((await page.request.get('/api/product/media/380000/v240/seg-000.m4s')).status()).toBe(401);
    await page.goto('/player?code=380000');
    await expect(
      boundary(page, 'mfe-product').getByRole('heading', { level: 1, name: 'Sign in to play' }),
    ).toBeVisible();
  });

  test('[S3-CONST-04] an on-demand program page plays a muted preview without a purchase and pauses it at 5 s', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // an on-demand program with video (the seed's codes step by 7 from 380000)
    let found: { url: string; previewUrl: string } | null = null;
    for (let i = 0; i < 80 && !found; i++) {
      const res = await page.request.get(`/api/product/${380000 + i * 7}`);
      if (!res.ok()) continue;
      const v = ((await res.json()) as { variation: { url: string; previewUrl?: string | null } }).variation;
      if (v.previewUrl) found = { url: v.url, previewUrl: v.previewUrl };
    }
    expect(found, 'an on-demand program with a preview').toBeTruthy();
    // public and cacheable: no grant, no sign-in
    const clip = await page.request.get(found!.previewUrl);
    expect(clip.status()).toBe(200);
    expect(clip.headers()['content-type']).toBe('video/mp4');
    expect(clip.headers()['cache-control']).toBe('public, max-age=86400');
    await page.goto(found!.url);
    const video = boundary(page, 'mfe-product').getByLabel(/^Preview of /);
    await expect(video).toBeVisible();
    // it starts by itself, muted, and stops at the 5000 ms mark
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.paused && v.currentTime >= 4.9), {
        timeout: 30_000,
      })
      .toBe(true);
    const state = await video.evaluate((v: HTMLVideoElement) => ({ muted: v.muted, at: v.currentTime }));
    expect(state.muted).toBe(true);
    expect(state.at).toBeLessThan(5.5);
    await expect(boundary(page, 'mfe-product').getByText(/End of the 5-second preview/)).toBeVisible();
  });
});
