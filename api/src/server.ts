// Starts the API on its topology port: migrates (under an advisory lock, so replicas can start together),
// then listens. Seeding: on a PostgreSQL server (DATABASE_URL) it is an explicit command, never a side
// effect of starting (`npm run seed -w @cle/api`); the embedded PGlite database seeds itself when the
// catalogue is missing or outdated (API_AUTO_SEED=0 turns that off). Seeding never touches user data.
import type { AddressInfo } from 'node:net';
import { remotes, services, siteOrigin } from '@cle/build/topology';
import { openDb } from './db/db';
import { migrate } from './db/migrate';
import { loadSeed, seedVersion } from './seed/load-seed';
import { buildApp } from './app';
import { authSettings } from './auth/verify';
import { originList } from '@cle/static-server/security-headers';
import { apiLoggerOptions } from './lib/request-log';
import { closeOnSignals } from '@cle/static-server/shutdown';
import { enforceProductionProfile } from '@cle/static-server/production-profile';
import { apiProductionProblems } from './lib/production-profile';

/**
 * One short report instead of Node's uncaught-error print, which quotes the throwing line: inside
 * PGlite's minified build that is hundreds of kilobytes of source in the log.
 */
function failedToStart(error: unknown): never {
  console.error(
    `api: could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
}

const started = Date.now();
// NODE_ENV=production with a published or local value: one line naming each, exit 1 (decision 056)
enforceProductionProfile('api', apiProductionProblems(process.env));
const db = await openDb().catch(failedToStart);
await migrate(db).catch(failedToStart);
const autoSeed = db.kind === 'pglite' && process.env.API_AUTO_SEED !== '0';
const seed = autoSeed ? await loadSeed(db) : { seeded: false };
if (!autoSeed && !(await seedVersion(db)))
  console.warn('api: the database has no catalogue yet; run `npm run seed -w @cle/api` to fill it');
// The site origin, plus each remote's own origin: its integrator example page calls the API directly.
const localIntegrators = Object.values(remotes).map(
  (r) => `http://${process.env.CLE_HOST ?? 'localhost'}:${r.port}`,
);
const origins = originList(
  process.env.ALLOWED_ORIGINS ?? [siteOrigin, ...localIntegrators].join(','),
  'ALLOWED_ORIGINS',
);
// Access tokens: IDENTITY_URL (keys at /jwks), IDENTITY_ISSUER (default IDENTITY_URL), API_AUDIENCE.
const auth = authSettings();
// structured logs (pino) with credentials and query values redacted; LOG_LEVEL=silent turns them off
const app = await buildApp({ db, allowedOrigins: origins, logger: apiLoggerOptions(), auth }).catch(
  failedToStart,
);
await app.listen({ port: Number(process.env.PORT ?? services.api!.port), host: '0.0.0.0' });
// the port listened on (PORT=0 picks a free one)
const { port } = app.server.address() as AddressInfo;
console.log(
  `api on http://localhost:${port} (${db.kind}${seed.seeded ? ', seeded' : ''}) in ${Date.now() - started} ms;` +
    ` tokens from ${auth.issuer} for ${auth.audience}`,
);

// Graceful shutdown: stop accepting, let requests in flight finish (app.close waits for them), then
// close the database (see closeOnSignals for repeats and the deadline).
closeOnSignals(() => app.close().then(() => db.close()), app.log);
