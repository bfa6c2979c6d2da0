// One migrated and seeded database the route tests start from, made once per `npm test` run: seeding
// takes ~12 s and each suite used to do it again (about 50 times per engine). Every suite still gets
// a database of its own: PGlite loads the dump into a fresh in-memory instance; PostgreSQL clones a
// template database (CREATE DATABASE … TEMPLATE, a file copy).
//   node --import tsx api/test/seeded-copy.ts pglite <dump file>   → TEST_SEED_DUMP=<dump file>
//   node --import tsx api/test/seeded-copy.ts postgres <url>        → TEST_SEED_TEMPLATE=<database>
import { readFileSync, writeFileSync } from 'node:fs';
import { openDb } from '../src/db/db';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { loadSeed } from '../src/seed/load-seed';

async function seeded(db: Db): Promise<Db> {
  await migrate(db);
  await loadSeed(db);
  return db;
}

/** A database of the suite's own, migrated and seeded: from the run's seeded copy when there is one. */
export async function openSeededDb(): Promise<Db> {
  const url = process.env.TEST_DATABASE_URL;
  const dump = process.env.TEST_SEED_DUMP;
  const template = process.env.TEST_SEED_TEMPLATE;
  if (url && template) {
    await recreateFrom(url, template);
    const db = await openDb({ databaseUrl: url });
    await migrate(db); // a no-op on the copy; a migration added since the copy was made still runs
    return db;
  }
  if (url) {
    const db = await openDb({ databaseUrl: url });
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    return seeded(db);
  }
  if (dump) {
    const db = await openDb({ dataDir: 'memory://', from: new Blob([readFileSync(dump)]) });
    await migrate(db);
    return db;
  }
  return seeded(await openDb({ dataDir: 'memory://' }));
}

/** Drops the suite's database (and whoever is still connected to it) and clones it from the template. */
async function recreateFrom(url: string, template: string) {
  await recreate(url, decodeURIComponent(new URL(url).pathname.slice(1)), template);
}

/** DROP and CREATE through the server's maintenance database, as the test role (it has CREATEDB). */
async function recreate(url: string, name: string, template?: string) {
  const { default: pg } = await import('pg');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
  try {
    await client.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ''}`);
  } finally {
    await client.end();
  }
}

async function main([engine, target]: string[]) {
  if (engine === 'pglite' && target) {
    const db = await openDb({ dataDir: 'memory://' });
    await seeded(db);
    const dumped = await db.dump!();
    writeFileSync(target, Buffer.from(await dumped.arrayBuffer()));
    await db.close();
    return;
  }
  if (engine === 'postgres' && target) {
    const template = `${decodeURIComponent(new URL(target).pathname.slice(1))}_seed`;
    const templateUrl = new URL(target);
    templateUrl.pathname = `/${template}`;
    await recreate(target, template);
    const db = await openDb({ databaseUrl: templateUrl.toString() });
    await seeded(db);
    await db.close();
    console.log(template);
    return;
  }
  throw new Error('usage: seeded-copy.ts pglite <dump file> | postgres <database url>');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, '/'))) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
