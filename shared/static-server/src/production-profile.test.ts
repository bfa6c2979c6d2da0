/** @jest-environment node */
// The production profile's rules (decision 056), and the remotes' static server (cli.ts, the entry
// their containers run) under it: refused with local addresses, started with public ones, and no
// source map served in production.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { databaseUrlProblem, isLocalUrl, judgeProfile, publicUrlProblem } from './production-profile';
import { runService } from './profile-fixture';

const cli = path.join(__dirname, 'cli.ts');
const remoteDir = path.join(__dirname, '..', '..', '..', 'mfe-search');
const PUBLIC = {
  SITE_ORIGIN: 'https://www.cle.example',
  ALLOWED_ORIGINS: 'https://www.cle.example,https://search.cle.example',
  API_PUBLIC_URL: 'https://api.cle.example',
  PAYMENT_URL: 'https://pay.example',
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

describe('the rules', () => {
  test('local addresses are this machine in any spelling; public names are not', () => {
    for (const url of [
      'http://localhost:3000',
      'http://LOCALHOST',
      'http://127.0.0.1:4001',
      'http://127.1.2.3',
      'http://[::1]:4000',
      'http://0.0.0.0',
      'http://app.localhost',
    ])
      expect([url, isLocalUrl(url)]).toEqual([url, true]);
    for (const url of [
      'https://www.cle.example',
      'http://shell-host.cle.test:3000',
      'http://localhost.example.org',
      'not a url',
    ])
      expect([url, isLocalUrl(url)]).toEqual([url, false]);
  });

  test('a list setting is refused when any one entry is local', () => {
    expect(publicUrlProblem({ X: 'https://a.example, http://localhost:3001' }, 'X', 'y')).toMatch(
      /X names http:\/\/localhost:3001/,
    );
    expect(publicUrlProblem({ X: 'https://a.example' }, 'X', 'y')).toBeNull();
  });

  test('DATABASE_URL: unset, a published password or no URL are refused; a password of its own or none is not', () => {
    expect(databaseUrlProblem({}, 'embedded')).toMatch(/DATABASE_URL is unset \(embedded\)/);
    for (const pw of ['cle', 'cle_test', 'cle-local', 'postgres'])
      expect(databaseUrlProblem({ DATABASE_URL: `postgres://u:${pw}@db:5432/x` }, 'e')).toMatch(
        /password is published/,
      );
    expect(databaseUrlProblem({ DATABASE_URL: 'postgres://u:s%3Acret-9@db/x' }, 'e')).toBeNull();
    expect(databaseUrlProblem({ DATABASE_URL: 'postgres://u@db/x' }, 'e')).toBeNull();
    expect(databaseUrlProblem({ DATABASE_URL: '::' }, 'e')).toMatch(/not a URL/);
  });

  test('only NODE_ENV=production judges; CLE_LOCAL_PRODUCTION=1 or true warns instead of refusing', () => {
    expect(judgeProfile('s', ['A'], {}).verdict).toBe('ok');
    expect(judgeProfile('s', ['A'], { NODE_ENV: 'development' }).verdict).toBe('ok');
    expect(judgeProfile('s', [], { NODE_ENV: 'production' }).verdict).toBe('ok');
    expect(judgeProfile('s', ['A', 'B'], { NODE_ENV: 'production' })).toEqual({
      verdict: 'refuse',
      line: 's: refusing to start with NODE_ENV=production: A; B',
    });
    expect(judgeProfile('s', ['A'], { NODE_ENV: 'production', CLE_LOCAL_PRODUCTION: 'true' }).verdict).toBe(
      'warn',
    );
    expect(judgeProfile('s', ['A'], { NODE_ENV: 'production', CLE_LOCAL_PRODUCTION: '0' }).verdict).toBe(
      'refuse',
    );
  });
});

describe("a remote's static server (cle-static)", () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'cle-static-profile-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(path.join(dist, '12.1a2b3c4d.js'), 'console.log(1);\n');
    writeFileSync(path.join(dist, '12.1a2b3c4d.js.map'), '{"version":3,"sources":["secret.ts"]}');
    writeFileSync(path.join(dist, '12.1a2b3c4d.js.map.br'), 'x');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  test('production with its local defaults: exit 1, one line naming each setting', async () => {
    const run = await runService(cli, { cwd: remoteDir, env: { NODE_ENV: 'production', DIST_DIR: dist } });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^cle-static: refusing to start with NODE_ENV=production: /);
    for (const setting of ['SITE_ORIGIN', 'ALLOWED_ORIGINS', 'API_PUBLIC_URL', 'PAYMENT_URL'])
      expect(lines[0]).toContain(setting);
  }, 60_000);

  /** Starts the real server, asks for each path while it runs, then stops it. */
  async function statuses(env: Record<string, string>, paths: string[]) {
    const port = await freePort();
    const codes: Record<string, number> = {};
    const run = await runService(cli, {
      cwd: remoteDir,
      env: { DIST_DIR: dist, PORT: String(port), LOG_LEVEL: 'silent', ...env },
      ready: /static server on/,
      whileReady: async () => {
        for (const p of paths) codes[p] = (await fetch(`http://127.0.0.1:${port}${p}`)).status;
      },
    });
    return { codes, run };
  }

  test('production with public values: scripts are served, source maps are 404 in any spelling', async () => {
    const { codes } = await statuses({ NODE_ENV: 'production', ...PUBLIC }, [
      '/12.1a2b3c4d.js',
      '/12.1a2b3c4d.js.map',
      '/12.1a2b3c4d.js.map.br',
      '/12.1a2b3c4d.js%2Emap',
      '/12.1a2b3c4d.js.MAP?x=1',
    ]);
    expect(codes).toEqual({
      '/12.1a2b3c4d.js': 200,
      '/12.1a2b3c4d.js.map': 404,
      '/12.1a2b3c4d.js.map.br': 404,
      '/12.1a2b3c4d.js%2Emap': 404,
      '/12.1a2b3c4d.js.MAP?x=1': 404,
    });
  }, 60_000);

  test('CLE_LOCAL_PRODUCTION=1: one warning line naming the local values, it starts, and maps stay 404', async () => {
    const { codes, run } = await statuses({ NODE_ENV: 'production', CLE_LOCAL_PRODUCTION: '1' }, [
      '/12.1a2b3c4d.js.map',
    ]);
    expect(run.code).toBeNull();
    const warnings = run.stderr.split('\n').filter((l) => l.includes('CLE_LOCAL_PRODUCTION'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^cle-static: CLE_LOCAL_PRODUCTION=1, .*SITE_ORIGIN.*API_PUBLIC_URL/);
    expect(codes['/12.1a2b3c4d.js.map']).toBe(404);
  }, 60_000);
});

describe("a remote's static server outside production", () => {
  test('without NODE_ENV=production the maps are served (development and tests), and nothing is refused', async () => {
    // its own folder: the describe above removes its own when it ends
    const dist = mkdtempSync(path.join(tmpdir(), 'cle-static-profile-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(path.join(dist, 'a.1a2b3c4d.js.map'), '{}');
    const port = await freePort();
    let status = 0;
    try {
      const run = await runService(cli, {
        cwd: remoteDir,
        env: { DIST_DIR: dist, PORT: String(port), LOG_LEVEL: 'silent' },
        ready: /static server on/,
        whileReady: async () => {
          status = (await fetch(`http://127.0.0.1:${port}/a.1a2b3c4d.js.map`)).status;
        },
      });
      expect(run.code).toBeNull();
      expect(status).toBe(200);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  }, 60_000);
});
