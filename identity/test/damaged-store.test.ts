// A PGlite store a killed process left damaged (issue: the provider aborted with `RuntimeError:
// Aborted()` and never listened): it is moved aside with one warning and the provider starts afresh.
//   node --import tsx --test identity/test/damaged-store.test.ts
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { damageStore } from '@cle/static-server/embedded-store-fixture';
import { startLoggedProvider } from './logged-provider';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cle-identity-damaged-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

test('a damaged store is moved aside with one warning; the provider starts on a fresh one and answers', async () => {
  damageStore(path.join(dataDir, 'store'));
  const { idp, lines } = await startLoggedProvider<{ level: number; msg: string }>(dataDir, {
    seedAccounts: false,
  });
  try {
    assert.equal((await fetch(`${idp.url}/health`)).status, 200);
    const aside = readdirSync(dataDir).filter((n) => /^store\.damaged-\d{8}T\d{6}Z/.test(n));
    assert.equal(aside.length, 1, 'the damaged store is kept beside the new one');
    assert.ok(readdirSync(path.join(dataDir, aside[0]!)).includes('PG_VERSION'));
    const warnings = lines.filter((l) => l.msg.includes('moved aside'));
    assert.equal(warnings.length, 1);
    assert.equal(warnings[0]!.level, 40, 'a warning');
    assert.match(warnings[0]!.msg, new RegExp(`could not be opened .*moved aside to .*${aside[0]}`));
  } finally {
    await idp.close();
  }
});
