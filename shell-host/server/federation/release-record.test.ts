/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordedRelease } from './release-record';

const HASH = `sha384-${'A'.repeat(64)}`;
const SERVER_HASH = `sha384-${'B'.repeat(64)}`;
let appDir: string;

beforeEach(() => {
  appDir = mkdtempSync(path.join(os.tmpdir(), 'release-record-'));
  mkdirSync(path.join(appDir, 'dist'));
});
afterEach(() => rmSync(appDir, { recursive: true, force: true }));

const write = (record: unknown) =>
  writeFileSync(path.join(appDir, 'dist', 'release.json'), JSON.stringify(record));

describe('the release a remote last built (no remotes file)', () => {
  test('reads the hash, build id, contracts major and the server build, beside the browser entry', () => {
    write({
      name: 'mfe_product',
      buildId: '1.0.0-abc123',
      entry: 'remoteEntry.js',
      integrity: HASH,
      contracts: 1,
      server: { entry: 'server/remoteEntry.js', integrity: SERVER_HASH },
    });
    expect(recordedRelease(appDir, 'http://localhost:3005/remoteEntry.js')).toEqual({
      integrity: HASH,
      release: '1.0.0-abc123',
      contracts: 1,
      server: { entry: 'http://localhost:3005/server/remoteEntry.js', integrity: SERVER_HASH },
    });
  });

  test('a build without a server build records none', () => {
    write({ buildId: 'x', integrity: HASH, contracts: 1 });
    expect(recordedRelease(appDir, 'http://localhost:3005/remoteEntry.js')).toEqual({
      integrity: HASH,
      release: 'x',
      contracts: 1,
    });
  });

  test('no record, or one that is not JSON, gives nothing (the entry is then refused for its hash)', () => {
    expect(recordedRelease(appDir, 'http://localhost:3005/remoteEntry.js')).toEqual({});
    writeFileSync(path.join(appDir, 'dist', 'release.json'), '{');
    expect(recordedRelease(appDir, 'http://localhost:3005/remoteEntry.js')).toEqual({});
  });
});
