// GET /product/{code}'s payload, kept per seed version: the catalogue changes only with a new seed.
// Built, it is thirteen queries in a row; on the player window's launch they queued on the database
// ahead of the launch call (the product call took 184 ms at the median there, 30 ms alone). The one
// personal field, the caller's PLUS flag (S3-DATA-13), is read per call; a page with a seat-limited
// variant (its waitlist flag changes with each registration) is built per call.
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/db';
import { productPage } from './product-page';
import { isPlusSubscriber } from './product-variant-entities';

type ProductPage = NonNullable<Awaited<ReturnType<typeof productPage>>>['page'];

/** Product pages kept per database (each test app has its own). */
const MAX_PAGES = 2_000;
const cacheByDb = new WeakMap<Db, { seed: string; pages: LRUCache<string, ProductPage> }>();

async function pagesOf(db: Db) {
  const [row] = await db.query<{ value: string }>("SELECT value FROM meta WHERE key = 'seed_version'");
  const seed = row?.value ?? '';
  let c = cacheByDb.get(db);
  if (!c || c.seed !== seed) {
    c = { seed, pages: new LRUCache({ max: MAX_PAGES }) };
    cacheByDb.set(db, c);
  }
  return c.pages;
}

/** The product page's payload for `sub` (null: anonymous); undefined for an unknown code. */
export async function cachedProductPage(db: Db, code: string, sub: string | null) {
  const pages = await pagesOf(db);
  let page = pages.get(code);
  if (!page) {
    const built = await productPage(db, code, null);
    // unknown codes are not kept (a crawler's guesses would push real pages out), nor a page whose
    // waitlist flag moves with every registration
    if (!built) return undefined;
    page = built.page;
    if (!built.seatLimited) pages.set(code, page);
  }
  if (!sub) return page;
  const isPlus = await isPlusSubscriber(db, sub);
  return { ...page, catalogRelations: { ...page.catalogRelations, isPlusSubscriber: isPlus } };
}
