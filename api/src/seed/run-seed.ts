// `npm run seed -w @cle/api [-- --force]`: migrate, then fill an empty database (catalogue and the seeded
// people with their libraries) or refresh an outdated catalogue; --force rewrites the catalogue even when
// it is current. User-owned rows (people, libraries, progress) are never truncated or rewritten.
import { openDb } from '../db/db';
import { migrate } from '../db/migrate';
import { loadSeed } from './load-seed';

const db = await openDb();
const started = Date.now();
const applied = await migrate(db);
const result = await loadSeed(db, { force: process.argv.includes('--force') });
console.log(JSON.stringify({ migrationsApplied: applied, ...result, ms: Date.now() - started }, null, 2));
await db.close();
