// A PGlite folder a killed process left damaged (issue: `npm start` died with `RuntimeError: Aborted()`
// and the API never listened): the API moves it aside, says so in one line, and starts afresh.
//   node --import tsx --test api/test/damaged-store.test.ts
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { openDb } from '../src/db/db';
import { damageStore } from '@cle/static-server/embedded-store-fixture';

const roots: string[] = [];
const tempRoot = () => {
  const root = mkdtempSync(path.join(tmpdir(), 'cle-api-damaged-'));
  roots.push(root);
  return root;
};
after(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

const movedAside = (root: string) => readdirSync(root).filter((n) => /^db\.damaged-\d{8}T\d{6}Z/.test(n));

describe('a damaged embedded database', () => {
  test('is moved aside with one warning, and a fresh database opens in its place', async () => {
    const root = tempRoot();
    const dir = path.join(root, 'db');
    damageStore(dir);
    const warnings: string[] = [];
    const db = await openDb({ dataDir: dir, databaseUrl: '', warn: (line) => warnings.push(line) });
    try {
      assert.deepEqual(await db.query('SELECT 1 AS one'), [{ one: 1 }]);
    } finally {
      await db.close();
    }
    const [aside] = movedAside(root);
    assert.ok(aside, 'the damaged folder is kept beside the new one');
    // the damaged files are kept as they were, for whoever wants to look at them
    assert.ok(readdirSync(path.join(root, aside)).includes('PG_VERSION'));
    assert.equal(warnings.length, 1);
    assert.match(warnings[0]!, new RegExp(`could not be opened .*moved aside to .*${aside}`));
  });

  test('the API server starts on a damaged folder: it listens, warns in one short line, and keeps the old folder', async () => {
    const root = tempRoot();
    const dir = path.join(root, 'db');
    damageStore(dir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATABASE_URL: '',
        API_DATA_DIR: dir,
        API_AUTO_SEED: '0',
        PORT: '0',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(
          // a fresh PGlite store and the migrations: under 60 s idle, minutes on a loaded machine
          () => reject(new Error(`no start in 300 s:\n${stdout}\n${stderr}`)),
          300_000,
        );
        child.stdout.on('data', () => {
          const m = /api on http:\/\/localhost:(\d+)/.exec(stdout);
          if (m) {
            clearTimeout(timer);
            resolve(Number(m[1]));
          }
        });
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`the API exited with ${code}:\n${stdout}\n${stderr}`));
        });
      });
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      assert.equal(health.status, 200);
      assert.equal(movedAside(root).length, 1);
      const warning = stderr.split('\n').filter((l) => l.includes('moved aside'));
      assert.equal(warning.length, 1, stderr);
      assert.match(warning[0]!, /^api: The embedded database in .* could not be opened/);
      // no dump of PGlite's minified source in the log
      assert.ok(stderr.length < 4000, `stderr is ${stderr.length} characters`);
    } finally {
      if (child.exitCode === null) {
        const closed = new Promise((r) => child.once('close', r));
        child.kill('SIGTERM');
        await closed;
      }
    }
  });
});
