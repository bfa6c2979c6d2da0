// The provider's client behind proxies (issue 37, decision 055): the same rule as every service of the
// site (TRUSTED_PROXIES). Sign-in throttling counts by the address the request log shows (one
// function, app.ts), so the log proves what the throttle counts by.
//   node --import tsx --test identity/test/client-address.test.ts
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import type { IdentityServer } from '../src/app';
import { startLoggedProvider } from './logged-provider';

const dirs: string[] = [];
const servers: IdentityServer[] = [];
after(async () => {
  for (const s of servers) await s.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

type LogLine = { msg: string; req?: { url: string; remoteAddress: string; headers: Record<string, string> } };

/** A provider (its own PGlite store) built with TRUSTED_PROXIES as given, and its request log. */
async function providerTrusting(trustedProxies: string) {
  const before = process.env.TRUSTED_PROXIES;
  process.env.TRUSTED_PROXIES = trustedProxies;
  try {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cle-identity-proxies-'));
    dirs.push(dataDir);
    const { idp, lines } = await startLoggedProvider<LogLine>(dataDir);
    servers.push(idp);
    return { idp, lines };
  } finally {
    if (before === undefined) delete process.env.TRUSTED_PROXIES;
    else process.env.TRUSTED_PROXIES = before;
  }
}

const spoofed = { 'X-Forwarded-For': '192.0.2.1, 198.51.100.7', 'X-Forwarded-Proto': 'https' };

async function health(idp: IdentityServer, marker: string, lines: LogLine[]) {
  const res = await fetch(`${idp.url}/health?m=${marker}`, { headers: spoofed });
  assert.equal(res.status, 200);
  // the log line is written when the answer has been sent
  for (let i = 0; i < 50 && !lines.some((l) => l.req?.url.endsWith(marker)); i++)
    await new Promise((r) => setTimeout(r, 20));
  return { res, line: lines.find((l) => l.req?.url.endsWith(marker)) };
}

test('from a peer that is not a trusted proxy, X-Forwarded-For and -Proto are ignored (and dropped)', async () => {
  const { idp, lines } = await providerTrusting('none');
  const { res, line } = await health(idp, 'untrusted', lines);
  assert.match(
    line?.req?.remoteAddress ?? '',
    /^(::ffff:)?127\.0\.0\.1$|^::1$/,
    'the socket peer is the client',
  );
  assert.equal(
    line?.req?.headers['x-forwarded-for'],
    undefined,
    'the spoofed header never reaches the provider',
  );
  assert.equal(res.headers.get('strict-transport-security'), null, 'a claimed https is not believed');
});

test('through a trusted proxy the first address from the right that is not a proxy is the client', async () => {
  const { idp, lines } = await providerTrusting('loopback');
  const { res, line } = await health(idp, 'trusted', lines);
  assert.equal(line?.req?.remoteAddress, '198.51.100.7');
  assert.match(res.headers.get('strict-transport-security') ?? '', /max-age=/);
});
