// The fault matrix on the server (issue 36 item 4): a remote's server build that is tampered with,
// missing, throws when it runs, throws while rendering or is slow costs only that remote's slot. The
// page still answers 200 with the rest of it rendered on the server (chrome, head), the slot goes out
// as its skeleton, and the browser loads the remote from its (intact) browser entry as it always has.
// Each fault is a release pointer the test writes into remotes.json, to a server entry served from the
// remote's own releases folder (an allowlisted origin); the shell server is never restarted, and once
// the pointer is fixed the next request renders the slot on the server again.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { boundary, expectShellChrome, remoteOrigin } from '../support/site';
import {
  builtRelease,
  builtServerEntry,
  pointRemotes,
  removeRelease,
  removeRemotesFile,
  serverHtml,
  slotInHtml,
  writeServerRelease,
} from '../support/release-pointers';

const APP = 'mfe-search';
const PAGE = '/search?query=tax';
const HEADING = 'Results for “tax”';
/** How long the slow server build takes to give its first module: far past the 150 ms slot budget. */
const SLOW_MS = 5000;

// Writes release folders the remote's server must serve and remotes.json the shell server must read
// (local topology, or docker-compose with the releases folder shared), as the redeploy journey does.
test.skip(
  !!process.env.SKIP_WEBSERVER && !process.env.REMOTE_RELEASES_SHARED,
  "needs the remote's releases folder and remotes.json shared with the servers",
);

let releases: string[] = [];
const releaseId = (fault: string) => {
  const id = `e2e-${fault}-${Date.now()}`;
  releases.push(id);
  return id;
};

test.afterEach(() => {
  removeRemotesFile();
  for (const id of releases) removeRelease(APP, id);
  releases = [];
});

/**
 * The released server build with code of the test's around it: the container it exports replaced by
 * one built from `body`, which sees the real container as `built`. Its hash is recorded by the test.
 */
const aroundBuilt = (body: string) =>
  `${builtServerEntry(APP)}\n;(function (built) {\n${body}\n})(module.exports);\n`;

/** The server HTML: 200, rendered on the server (chrome and all), with the remote's slot as `slot`. */
async function expectServerPage(request: APIRequestContext, slot: 'content' | 'skeleton'): Promise<string> {
  const { status, html } = await serverHtml(request, PAGE);
  expect(status).toBe(200);
  expect(html).toContain('<div id="root" data-ssr>');
  expect(html).toContain('<nav aria-label="Primary"');
  expect(html).toMatch(/<footer[^>]*>[\s\S]*© 1996-\d{4}/);
  expect(slotInHtml(html, APP), `the ${APP} slot in the server HTML`).toBe(slot);
  return html;
}

/** In a browser: the server's page hydrates and the remote fills its slot from its browser entry. */
async function expectBrowserFillsSlot(page: Page): Promise<void> {
  const res = await page.goto(PAGE);
  expect(res?.status()).toBe(200);
  await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
  await expect(boundary(page, APP).getByRole('heading', { level: 1 })).toHaveText(HEADING);
  await expectShellChrome(page);
}

/**
 * The fault is gone (the pointer moves back to the current build): the server draws the slot again. The
 * moved pointer means a cold load of that build's server entry, which may itself miss the slot budget
 * on a busy machine (the page then goes out with the skeleton and the load goes on behind), so the
 * next few requests are asked, each answering 200.
 */
async function expectServerRendersAgain(request: APIRequestContext): Promise<void> {
  removeRemotesFile();
  await expect
    .poll(
      async () => {
        const { status, html } = await serverHtml(request, PAGE);
        expect(status).toBe(200);
        return slotInHtml(html, APP) === 'content' && html.includes(HEADING);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
}

test.describe('server render faults: a remote that fails on the server costs only its slot', () => {
  test('a server entry whose bytes do not match the recorded hash is refused: 200, skeleton, the browser loads the remote', async ({
    page,
    request,
  }) => {
    const built = builtRelease(APP);
    // someone with write access to the remote's server appends code to the released server entry
    const tampered = writeServerRelease(
      APP,
      releaseId('tampered'),
      `${builtServerEntry(APP)}\n;globalThis.__cleTampered = true;\n`,
    );
    expect(tampered.integrity).not.toBe(built.server!.integrity);
    pointRemotes({ [APP]: { server: { entry: tampered.entry, integrity: built.server!.integrity } } });
    expect(await (await request.get(tampered.entry)).text()).toContain('__cleTampered');

    await expectServerPage(request, 'skeleton');
    await expectBrowserFillsSlot(page);
    await expectServerRendersAgain(request);
  });

  test('a server entry that answers 404 (release missing): 200, skeleton, the browser loads the remote', async ({
    page,
    request,
  }) => {
    const missing = `${remoteOrigin(APP)}/releases/${releaseId('missing')}/server/remoteEntry.js`;
    expect((await request.get(missing)).status()).toBe(404);
    pointRemotes({ [APP]: { server: { entry: missing, integrity: builtRelease(APP).server!.integrity } } });

    await expectServerPage(request, 'skeleton');
    await expectBrowserFillsSlot(page);
    await expectServerRendersAgain(request);
  });

  test('a server entry that throws when it runs (hash matches): 200, skeleton, the browser loads the remote', async ({
    page,
    request,
  }) => {
    const broken = writeServerRelease(
      APP,
      releaseId('throws'),
      `${builtServerEntry(APP)}\n;throw new Error('broken server release of ${APP}');\n`,
    );
    pointRemotes({ [APP]: { server: broken } });

    await expectServerPage(request, 'skeleton');
    await expectBrowserFillsSlot(page);
    await expectServerRendersAgain(request);
  });

  test('a server build whose page throws while rendering: 200, skeleton, the browser renders the slot (React #419 declared)', async ({
    page,
    request,
    expectPageErrors,
  }) => {
    // The server rendered the slot's boundary with an error: React sends its fallback and has the
    // browser render that boundary from scratch, reporting it as a recoverable error (#419 in React's
    // production build) through the shell's hydration reporter. Declared: this is the fault itself.
    expectPageErrors(/419|could not finish this Suspense boundary|Switched to client rendering/);
    const broken = writeServerRelease(
      APP,
      releaseId('render-throws'),
      aroundBuilt(`
        module.exports = {
          init: function () { return built.init.apply(built, arguments); },
          get: function (exposed) {
            return Promise.resolve(built.get(exposed)).then(function (factory) {
              return function () {
                return Object.assign({}, factory(), {
                  default: function BrokenOnTheServer() { throw new Error('broken server render of ${APP}'); },
                });
              };
            });
          },
        };`),
    );
    pointRemotes({ [APP]: { server: broken } });

    const html = await expectServerPage(request, 'skeleton');
    expect(html).not.toContain(HEADING);
    await expectBrowserFillsSlot(page);
    await expectServerRendersAgain(request);
  });

  test(`a server build slower than the slot budget (${SLOW_MS / 1000} s to its first module): the page does not wait, skeleton, then the server draws it once loaded`, async ({
    page,
    request,
  }) => {
    // a cold start: the container gives its first module only SLOW_MS after it was evaluated
    const slow = writeServerRelease(
      APP,
      releaseId('slow'),
      aroundBuilt(`
        var warm = new Promise(function (resolve) { setTimeout(resolve, ${SLOW_MS}); });
        module.exports = {
          init: function () { return built.init.apply(built, arguments); },
          get: function (exposed) { return warm.then(function () { return built.get(exposed); }); },
        };`),
    );
    pointRemotes({ [APP]: { server: slow } });

    const started = Date.now();
    await expectServerPage(request, 'skeleton');
    expect(Date.now() - started, 'the page did not wait for the slow slot').toBeLessThan(SLOW_MS);
    await expectBrowserFillsSlot(page);
    // the load went on behind the page: once it is in, the same release draws the slot on the server
    await expect
      .poll(async () => slotInHtml((await serverHtml(request, PAGE)).html, APP), { timeout: 20_000 })
      .toBe('content');
    await page.reload();
    await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
    await expect(boundary(page, APP).getByRole('heading', { level: 1 })).toHaveText(HEADING);
    await expectServerRendersAgain(request);
  });
});
