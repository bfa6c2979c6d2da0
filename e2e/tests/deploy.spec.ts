// A team releases through the deploy service (issue 41, decision 063): `npm run deploy` checks the
// release and moves the pointer, the server HTML and the hydrated page show it without a host rebuild or
// restart; a tampered release, one built against another contracts major, one whose page throws when
// it loads and another team's token are refused with nothing changed, the audit log
// says who did what, and `npm run rollback` restores the previous release; a 10 % rollout reaches about
// 10 % of 200 simulated visitors, sticky per visitor, until a rollback ends it.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { boundary } from '../support/site';
import { buildInHtml, removeRelease, ROOT, serverHtml, slotInHtml } from '../support/release-pointers';

const REMOTE = 'mfe-library';
const PAGE = '/podcasts/practically-speaking';
const TOKENS = JSON.parse(
  readFileSync(path.join(ROOT, 'shell-host', 'deploy-tokens.development.json'), 'utf8'),
) as { tokens: { team: string; token: string }[] };
const tokenOf = (team: string) => TOKENS.tokens.find((t) => t.team === team)!.token;

/** The CLI as a team runs it: `npm run deploy|rollback -- <remote> ...`, against this suite's shell. */
function cli(action: 'deploy' | 'rollback', args: string[], token = tokenOf('library')) {
  const res = spawnSync('npm', ['run', '--silent', action, '--', REMOTE, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DEPLOY_URL: test.info().project.use.baseURL, DEPLOY_TOKEN: token },
  });
  return { status: res.status, out: `${res.stdout}${res.stderr}` };
}

/** The slot's build in the server HTML, once the shell server draws it (a cold server entry may miss one budget). */
async function expectServerDraws(request: APIRequestContext, build: string, not: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const { status, html } = await serverHtml(request, PAGE);
        expect(status).toBe(200);
        expect(html).not.toContain(`data-build="${not}"`);
        return slotInHtml(html, REMOTE) === 'content' ? buildInHtml(html, REMOTE) : 'skeleton';
      },
      { timeout: 15_000 },
    )
    .toBe(build);
}

/** The release of mfe-library the shell's /remotes.json gives a visitor with this cohort cookie. */
async function libraryReleaseFor(request: APIRequestContext, cohort: string): Promise<string | undefined> {
  // a context of its own per call would be slow; the header names the visitor and no jar is kept
  const res = await request.get('/remotes.json', { headers: { cookie: `cle_cohort=${cohort}` } });
  expect(res.status()).toBe(200);
  const { remotes } = (await res.json()) as { remotes: { name: string; release?: string }[] };
  return remotes.find((r) => r.name === 'mfe_library')?.release;
}

async function deployState(request: APIRequestContext) {
  const res = await request.get('/deploy', { headers: { authorization: `Bearer ${tokenOf('library')}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    composition: {
      remote: string;
      release: string | null;
      source: string;
      rollout?: { release: string; percent: number };
    }[];
    history: {
      who: string;
      action: string;
      remote: string;
      from: string | null;
      to: string | null;
      why: string;
    }[];
  };
}

test.skip(
  !!process.env.SKIP_WEBSERVER && !process.env.REMOTE_RELEASES_SHARED,
  "needs the remote's releases folder shared with its server",
);

test('a team deploys a release with the CLI, the site shows it in the server HTML and the browser; a tampered release, another contracts major, a page that throws on load and another team are refused; rollback restores it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.goto(PAGE);
  const root = boundary(page, REMOTE);
  await expect(root).toBeVisible();
  const before = (await root.getAttribute('data-build'))!;
  const shellMain = await (await request.get('/main.js')).text();

  const id = `e2e-deploy-${Date.now()}`;
  execFileSync('node', ['scripts/release-remote.mjs', REMOTE, '--id', id], { cwd: ROOT, encoding: 'utf8' });
  try {
    // a release whose server build changed after it was built: refused, nothing moves
    const serverEntry = path.join(ROOT, REMOTE, 'releases', id, 'server', 'remoteEntry.js');
    const built = readFileSync(serverEntry);
    writeFileSync(serverEntry, Buffer.concat([built, Buffer.from('\n;globalThis.tampered = 1;\n')]));
    const tampered = cli('deploy', [id, '--reason', 'e2e tampered']);
    expect(tampered.status).toBe(1);
    expect(tampered.out).toMatch(
      /422: Release .* of mfe-library refused: the server entry's sha384 is sha384-/,
    );
    writeFileSync(serverEntry, built);
    await expectServerDraws(request, before, id);

    // a release built against another @cle/contracts major: refused, nothing moves
    const recordFile = path.join(ROOT, REMOTE, 'releases', id, 'release.json');
    const recordText = readFileSync(recordFile, 'utf8');
    const record = JSON.parse(recordText) as { contracts: number; server: { integrity: string } };
    writeFileSync(recordFile, JSON.stringify({ ...record, contracts: record.contracts + 1 }));
    const otherMajor = cli('deploy', [id, '--reason', 'e2e other contracts major']);
    expect(otherMajor.status).toBe(1);
    expect(otherMajor.out).toContain(
      `built against @cle/contracts ${record.contracts + 1}, the shell speaks ${record.contracts}`,
    );

    // a release whose page throws when it loads (recorded with its own hash, as its build made it):
    // the service loads every exposed module in Node first, and refuses it
    const throwing = Buffer.concat([
      built,
      Buffer.from(
        // the container's get and init are getters of webpack's exports: wrapped in a new object
        `\n;(function (c) { module.exports = { init: function () { return c.init.apply(c, arguments); }, ` +
          `get: function (m) { return m === './LibraryPage' ? Promise.resolve(function () { ` +
          `throw new Error('the library page of ${id} is broken'); }) : c.get.apply(c, arguments); } }; ` +
          `})(module.exports);\n`,
      ),
    ]);
    writeFileSync(serverEntry, throwing);
    writeFileSync(
      recordFile,
      JSON.stringify({
        ...record,
        server: {
          ...record.server,
          integrity: `sha384-${createHash('sha384').update(throwing).digest('base64')}`,
        },
      }),
    );
    const broken = cli('deploy', [id, '--reason', 'e2e throwing page']);
    expect(broken.status).toBe(1);
    expect(broken.out).toMatch(/\.\/LibraryPage failed to load in Node: .*the library page of .* is broken/);
    writeFileSync(serverEntry, built);
    writeFileSync(recordFile, recordText);
    await expectServerDraws(request, before, id);

    // another team's token cannot deploy this remote
    const foreign = cli('deploy', [id], tokenOf('search'));
    expect(foreign.status).toBe(1);
    expect(foreign.out).toContain('403: Team search may not deploy mfe-library');

    // the team deploys: the server HTML is the new release's, the browser hydrates it
    const deployed = cli('deploy', [id, '--reason', 'e2e deploy journey']);
    expect(deployed.status, deployed.out).toBe(0);
    expect(deployed.out).toContain(`deploy mfe-library: `);
    await expectServerDraws(request, id, before);
    await page.reload();
    await expect(page.locator('#root[data-ssr]')).toHaveCount(1);
    await expect(root).toHaveAttribute('data-build', id);
    await expect(root).toBeVisible();
    const state = await deployState(request);
    expect(state.composition.find((c) => c.remote === REMOTE)).toMatchObject({
      release: id,
      source: 'deploy',
    });
    expect(state.history[0]).toMatchObject({
      who: 'library',
      action: 'deploy',
      remote: REMOTE,
      to: id,
      why: 'e2e deploy journey',
    });

    // rollback restores the previous release, in the server HTML and the browser
    const back = cli('rollback', ['--reason', 'e2e rollback']);
    expect(back.status, back.out).toBe(0);
    await expectServerDraws(request, before, id);
    await page.reload();
    await expect(root).toHaveAttribute('data-build', before);
    expect((await deployState(request)).history[0]).toMatchObject({ action: 'rollback', from: id });

    // a 10 % rollout: about 10 % of 200 visitors (fixed cohort cookies) get the release, each one again
    // on every request; a visitor in the share sees it in the browser, the others keep the current one
    const staged = cli('deploy', [id, '--percent', '10', '--reason', 'e2e rollout']);
    expect(staged.status, staged.out).toBe(0);
    const visitors = Array.from({ length: 200 }, (_, i) =>
      createHash('md5').update(`e2e-visitor-${i}`).digest('hex'),
    );
    const served = await Promise.all(visitors.map((v) => libraryReleaseFor(request, v)));
    const inShare = visitors.filter((_, i) => served[i] === id);
    expect(inShare.length).toBeGreaterThanOrEqual(10);
    expect(inShare.length).toBeLessThanOrEqual(30);
    expect(await libraryReleaseFor(request, inShare[0]!)).toBe(id);
    const outside = visitors.find((_, i) => served[i] !== id)!;
    expect(await libraryReleaseFor(request, outside)).toBe(before);
    // the cookie on the whole site (as the shell sets it, Path=/): a cookie set for the page's URL gets
    // that URL's directory as its path, and /remotes.json would then go without it
    const site = new URL('/', test.info().project.use.baseURL).href;
    await page.context().addCookies([{ name: 'cle_cohort', value: inShare[0]!, url: site }]);
    await page.reload();
    await expect(root).toHaveAttribute('data-build', id);
    expect((await deployState(request)).composition.find((c) => c.remote === REMOTE)).toMatchObject({
      release: before,
      rollout: { release: id, percent: 10 },
    });
    // rollback ends the rollout: the visitor in the share is back on the current release
    expect(cli('rollback', ['--reason', 'e2e rollout over']).status).toBe(0);
    expect(await libraryReleaseFor(request, inShare[0]!)).toBe(before);
    await page.reload();
    await expect(root).toHaveAttribute('data-build', before);
    await page.context().clearCookies({ name: 'cle_cohort' });

    // the host was never rebuilt
    expect(await (await request.get('/main.js')).text()).toBe(shellMain);
  } finally {
    // never leave the site on this journey's release
    const current = (await deployState(request)).composition.find((c) => c.remote === REMOTE);
    if (current?.rollout?.release === id) cli('rollback', ['--reason', 'e2e cleanup']);
    if (current?.release === id) cli('rollback', ['--reason', 'e2e cleanup']);
    removeRelease(REMOTE, id);
  }
});
