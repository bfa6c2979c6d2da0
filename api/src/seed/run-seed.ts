// `npm run seed -w api [-- --force]`: migrate and seed the database.
import { openDb } from '../db/db';
import { migrate } from '../db/migrate';
import { loadSeed } from './load-seed';

const db = await openDb();
const started = Date.now();
const applied = await migrate(db);
const result = await loadSeed(db, { force: process.argv.includes('--force') });
console.log(JSON.stringify({ migrationsApplied: applied, ...result, ms: Date.now() - started }, null, 2));
await db.close();
