// A provider for the tests that read its log: its own PGlite store in `dataDir`, port 0, the local
// site and API as its clients, logging at info into `lines` (one parsed JSON object per log line).
import { Writable } from 'node:stream';
import { startIdentityServer } from '../src/app';
import type { IdentitySettings } from '../src/config';
import { createIdentityLogger } from '../src/request-log';

export async function startLoggedProvider<Line>(dataDir: string, settings: Partial<IdentitySettings> = {}) {
  const lines: Line[] = [];
  const stream = new Writable({
    write: (chunk, _enc, done) => {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Line);
      done();
    },
  });
  const idp = await startIdentityServer(
    {
      port: 0,
      dataDir,
      databaseUrl: undefined,
      siteOrigins: ['http://localhost:3000'],
      apiAudience: 'http://localhost:4000',
      ...settings,
    },
    { logger: createIdentityLogger({ LOG_LEVEL: 'info' }, stream) },
  );
  return { idp, lines };
}
