// The shell server's loader of remote server builds, against mfe-product's real build served by the real
// static server: the exposed page renders with this process's React; a tampered entry is refused before
// any of it runs; a moved pointer loads the new release without a restart and drops the old one.
//   node --import tsx --test shell-host/server/federation/server-remotes.test.mts
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { FastifyInstance } from 'fastify';
import { startStaticServer } from '@cle/static-server';
import { createServerRemotes, ServerRemoteError } from './server-remotes.mjs';
import type { ServerPointer, ServerRemoteErrorKind } from './server-remotes.mjs';

const root = path.resolve(import.meta.dirname, '..', '..', '..');
const app = path.join(root, 'mfe-product');
const releaseId = `ssr-test-${process.pid}-${Date.now()}`;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'server-remotes-'));
let server: FastifyInstance;
let origin: string;
let built: { buildId: string; server: { entry: string; integrity: string } };

interface ReleaseRecord {
  buildId: string;
  server?: { entry: string; integrity: string };
}

function run(cmd: string, args: string[], env: Record<string, string> = {}): string {
  const res = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });
  assert.equal(res.status, 0, `${cmd} ${args.join(' ')} failed:\n${res.stderr}`);
  return res.stdout;
}

const pointer = (entry: string, integrity: string): ServerPointer => ({
  name: 'mfe_product',
  server: { entry, integrity },
});

/** Renders the product page module inside the router the shell shares with the remotes. */
async function renderPage(page: ComponentType<Record<string, unknown>>): Promise<string> {
  // the router as the shell's own code gets it (host-shared.mts lends the remotes that copy)
  const { MemoryRouter } = createRequire(import.meta.url)('react-router-dom') as {
    MemoryRouter: ComponentType<{ initialEntries: string[]; children?: unknown }>;
  };
  const props = { page: { contentType: ['Program'], properties: { code: '380000' } } };
  return renderToString(createElement(MemoryRouter, { initialEntries: ['/p'] }, createElement(page, props)));
}

async function refusal(promise: Promise<unknown>): Promise<ServerRemoteErrorKind> {
  const err = await promise.then(
    () => assert.fail('expected the load to be refused'),
    (e: unknown) => e,
  );
  assert.ok(err instanceof ServerRemoteError, `a typed error, got ${String(err)}`);
  return err.kind;
}

before(async () => {
  process.env.LOG_LEVEL ??= 'silent';
  // the build CI made (npm test builds before this runs), or one now
  const record = path.join(app, 'dist', 'release.json');
  if (!existsSync(record) || !(JSON.parse(readFileSync(record, 'utf8')) as ReleaseRecord).server)
    run('npx', ['webpack', '--config', 'mfe-product/webpack.config.js']);
  const release = JSON.parse(readFileSync(record, 'utf8')) as ReleaseRecord;
  built = { buildId: release.buildId, server: release.server! };
  // a copy of the build to serve (and tamper with), beside the remote's real releases folder
  mkdirSync(path.join(tmp, 'dist', 'server'), { recursive: true });
  copyFileSync(path.join(app, 'dist', built.server.entry), path.join(tmp, 'dist', built.server.entry));
  server = await startStaticServer({
    root: path.join(tmp, 'dist'),
    releasesDir: path.join(app, 'releases'),
    port: 0,
    host: '127.0.0.1',
    allowedOrigins: [],
    policy: { frameAncestors: [] },
  });
  origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});

after(async () => {
  await server?.close();
  rmSync(tmp, { recursive: true, force: true });
  rmSync(path.join(app, 'releases', releaseId), { recursive: true, force: true });
});

test('the server build bundles none of the shared singletons and exposes no ./embed', async () => {
  const code = readFileSync(path.join(app, 'dist', built.server.entry), 'utf8');
  assert.match(built.server.integrity, /^sha384-[A-Za-z0-9+/]{64}$/);
  // names that only React, react-dom, react-router, SWR and Emotion's cache hold
  for (const marker of [
    '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
    '__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE',
    'may be used only in the context of a <Router> component',
    'SWRGlobalState',
    'data-emotion',
  ])
    assert.ok(!code.includes(marker), `the server bundle holds ${marker}`);
  const remotes = createServerRemotes({ allowedOrigins: [origin] });
  const current = pointer(`${origin}/${built.server.entry}`, built.server.integrity);
  assert.equal(await refusal(remotes.loadServerModule(current, './embed')), 'evaluation-error');
});

test('loads ./ProductPage from the served server entry and renders it with the shell’s React', async () => {
  const remotes = createServerRemotes({ allowedOrigins: [origin] });
  const mod = await remotes.loadServerModule<{ default: ComponentType<Record<string, unknown>> }>(
    pointer(`${origin}/${built.server.entry}`, built.server.integrity),
    './ProductPage',
  );
  assert.equal(typeof mod.default, 'function');
  const html = await renderPage(mod.default);
  // the remote's root (its build id) and the page's first state, styled under the remote's Emotion key
  assert.match(html, new RegExp(`^<div data-boundary="mfe-product" data-build="${built.buildId}">`));
  assert.match(html, /aria-label="Loading product"/);
  assert.match(html, /class="mfe-product-/);
});

test('refuses a tampered entry before evaluating any of it', async () => {
  const file = path.join(tmp, 'dist', built.server.entry);
  const original = readFileSync(file);
  const remotes = createServerRemotes({ allowedOrigins: [origin] });
  // the code of this file would set a global the moment it ran
  const tamperedUrl = `${origin}/tampered/remoteEntry.js`;
  mkdirSync(path.join(tmp, 'dist', 'tampered'), { recursive: true });
  writeFileSync(
    path.join(tmp, 'dist', 'tampered', 'remoteEntry.js'),
    `globalThis.__cleTamperedRan = true;\n${original.toString('utf8')}`,
  );
  assert.equal(
    await refusal(remotes.loadServerModule(pointer(tamperedUrl, built.server.integrity), './ProductPage')),
    'refused-integrity',
  );
  assert.equal((globalThis as { __cleTamperedRan?: boolean }).__cleTamperedRan, undefined);

  // one byte changed on disk, the release's hash unchanged: refused too
  const flipped = Buffer.from(original);
  flipped[flipped.length - 2] = flipped[flipped.length - 2]! ^ 1;
  writeFileSync(path.join(tmp, 'dist', 'tampered', 'remoteEntry.js'), flipped);
  assert.equal(
    await refusal(remotes.loadServerModule(pointer(tamperedUrl, built.server.integrity), './ProductPage')),
    'refused-integrity',
  );
});

test('refuses an origin off the allowlist, and says when an entry is unreachable or too slow', async () => {
  const remotes = createServerRemotes({ allowedOrigins: [origin], fetchTimeoutMs: 300 });
  const hash = built.server.integrity;
  assert.equal(
    await refusal(
      remotes.loadServerModule(pointer('http://evil.example/remoteEntry.js', hash), './ProductPage'),
    ),
    'refused-origin',
  );
  assert.equal(
    await refusal(
      remotes.loadServerModule(pointer(`${origin}/missing/remoteEntry.js`, hash), './ProductPage'),
    ),
    'unreachable',
  );
  // a server that accepts and never answers: the deadline ends the wait
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const slowOrigin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
  const slow = createServerRemotes({ allowedOrigins: [slowOrigin], fetchTimeoutMs: 300 });
  const started = Date.now();
  assert.equal(
    await refusal(slow.loadServerModule(pointer(`${slowOrigin}/remoteEntry.js`, hash), './ProductPage')),
    'unreachable',
  );
  assert.ok(Date.now() - started < 2000);
  silent.closeAllConnections();
  silent.close();
});

test('a moved pointer loads the new release on the next call, without a restart; the old one is dropped', async () => {
  let fetches = 0;
  const remotes = createServerRemotes({
    allowedOrigins: [origin],
    fetch: (input, init) => {
      fetches += 1;
      return fetch(input, init);
    },
  });
  // (the runtime keeps verified containers process-wide per entry and hash: a URL of this test's own)
  const current = pointer(`${origin}/${built.server.entry}?test=moved`, built.server.integrity);
  const page = async (p: ServerPointer) =>
    renderPage(
      (
        await remotes.loadServerModule<{ default: ComponentType<Record<string, unknown>> }>(
          p,
          './ProductPage',
        )
      ).default,
    );

  assert.match(await page(current), new RegExp(`data-build="${built.buildId}"`));
  await page(current);
  assert.equal(fetches, 1, 'the container is kept for its entry and hash');

  // the team releases a new immutable build; the release names its server entry and hash
  const out = run('node', ['scripts/release-remote.mjs', 'mfe-product', '--id', releaseId], {
    MFE_PRODUCT_URL: origin,
  });
  const release = JSON.parse(out.trim().split('\n').pop()!) as { server: ServerPointer['server'] };
  assert.equal(release.server.entry, `${origin}/releases/${releaseId}/server/remoteEntry.js`);
  const record = JSON.parse(
    readFileSync(path.join(app, 'releases', releaseId, 'release.json'), 'utf8'),
  ) as ReleaseRecord;
  assert.equal(release.server.integrity, record.server!.integrity);

  const moved = pointer(release.server.entry, release.server.integrity);
  assert.match(await page(moved), new RegExp(`data-build="${releaseId}"`));
  assert.equal(fetches, 2);
  // rolling back fetches the old release again: its container was dropped when the pointer moved
  assert.match(await page(current), new RegExp(`data-build="${built.buildId}"`));
  assert.equal(fetches, 3);
});
