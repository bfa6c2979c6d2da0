// Route tests run against the real database engine: an in-memory PGlite, migrated and seeded.
import { openDb, type Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { loadSeed } from '../src/seed/load-seed';
import { buildApp } from '../src/app';

export const SITE_ORIGIN = 'http://localhost:3000';

export async function startTestApp() {
  const db: Db = await openDb({ dataDir: 'memory://' });
  await migrate(db);
  await loadSeed(db);
  const app = await buildApp({ db, allowedOrigins: [SITE_ORIGIN] });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
