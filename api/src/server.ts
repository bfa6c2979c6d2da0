// Starts the API on its topology port: migrates, seeds when the seed version changed, listens.
import { remotes, services, siteOrigin } from '@cle/build/topology';
import { openDb } from './db/db';
import { migrate } from './db/migrate';
import { loadSeed } from './seed/load-seed';
import { buildApp } from './app';
import { authSettings } from './auth/verify';

const started = Date.now();
const db = await openDb();
await migrate(db);
const seed = await loadSeed(db);
// The site origin, plus each remote's own origin: its integrator example page calls the API directly.
const localIntegrators = Object.values(remotes).map(
  (r) => `http://${process.env.CLE_HOST ?? 'localhost'}:${r.port}`,
);
const origins = (process.env.ALLOWED_ORIGINS ?? [siteOrigin, ...localIntegrators].join(','))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
// Access tokens: IDENTITY_URL (keys at /jwks), IDENTITY_ISSUER (default IDENTITY_URL), API_AUDIENCE.
const auth = authSettings();
const app = await buildApp({ db, allowedOrigins: origins, logger: process.env.API_LOG === '1', auth });
const port = Number(process.env.PORT ?? services.api!.port);
await app.listen({ port, host: '0.0.0.0' });
console.log(
  `api on http://localhost:${port} (${db.kind}${seed.seeded ? ', seeded' : ''}) in ${Date.now() - started} ms;` +
    ` tokens from ${auth.issuer} for ${auth.audience}`,
);

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    void app
      .close()
      .then(() => db.close())
      .then(() => process.exit(0));
  });
}
