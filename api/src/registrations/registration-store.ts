// Registrations for live programs (migration 009) and what registering changes in My Library
// (migration 003 library_entries): a registered live program is in the library as 'registered'.
import type { Db } from '../db/db';
import type { ProductRecord, RegistrationRow } from '../db/rows';

/** A live program's catalogue columns (LIVE_COLUMNS) with its retail flag and format key. */
export type LiveRow = Pick<
  ProductRecord,
  'pk' | 'code' | 'title' | 'url' | 'searchable_type' | 'format' | 'location'
> &
  Pick<ProductRecord, 'event_start' | 'event_end' | 'time_zone' | 'price'> & {
    retail: boolean;
    format_key: string | null;
  };
const LIVE_COLUMNS = `p.pk, p.code, p.title, p.url, p.searchable_type, p.format, p.location, p.event_start,
  p.event_end, p.time_zone, p.price, coalesce((p.data->>'retail')::boolean, true) AS retail,
  p.data->>'formatKey' AS format_key`;

/**
 * Live programs that came into the library registered or bought before this table existed (the seed,
 * the store's checkout) are registrations too: adopted once (a canceled one is never adopted again).
 */
export async function adoptLibraryRegistrations(db: Db, sub: string): Promise<void> {
  await db.query(
    `INSERT INTO registrations (user_sub, item_pk, item_sk, registered_at)
     SELECT e.user_sub, e.item_pk, e.item_pk, least(e.added_at, now())
     FROM library_entries e JOIN products p ON p.pk = e.item_pk
     WHERE e.user_sub = $1 AND e.source IN ('registered', 'purchased') AND NOT e.archived
       AND p.searchable_type = 'liveprogram'
       AND NOT EXISTS (SELECT 1 FROM registrations r WHERE r.user_sub = e.user_sub AND r.item_pk = e.item_pk)
     ON CONFLICT DO NOTHING`,
    [sub],
  );
}

export type RegisteredLive = LiveRow & Pick<RegistrationRow, 'item_sk' | 'registered_at'>;

/** The person's active registrations for programs that end after `endsAfter`, soonest first. */
export async function activeRegistrationsEndingAfter(
  db: Db,
  sub: string,
  endsAfter: Date,
): Promise<RegisteredLive[]> {
  return db.query<RegisteredLive>(
    `SELECT ${LIVE_COLUMNS}, r.item_sk, r.registered_at
     FROM registrations r JOIN products p ON p.pk = r.item_pk
     WHERE r.user_sub = $1 AND r.canceled_at IS NULL
       AND coalesce(p.event_end, p.event_start) > $2
     ORDER BY p.event_start, p.code`,
    [sub, endsAfter],
  );
}

/** A program by pk, with how it is in the person's library (null: not there). */
export async function liveItemFor(
  db: Db,
  sub: string,
  itemPk: string,
): Promise<(LiveRow & { own_source: string | null }) | undefined> {
  const [item] = await db.query<LiveRow & { own_source: string | null }>(
    `SELECT ${LIVE_COLUMNS},
       (SELECT source FROM library_entries e WHERE e.user_sub = $1 AND e.item_pk = p.pk) AS own_source
     FROM products p WHERE p.pk = $2`,
    [sub, itemPk],
  );
  return item;
}

/** Registers the person (idempotent) and puts the program in their library as registered. */
export async function addRegistration(tx: Db, sub: string, itemPk: string, itemSk: string): Promise<void> {
  await tx.query(
    `INSERT INTO registrations (user_sub, item_pk, item_sk) VALUES ($1, $2, $3)
     ON CONFLICT (user_sub, item_pk) WHERE canceled_at IS NULL DO NOTHING`,
    [sub, itemPk, itemSk],
  );
  // a purchase stays a purchase; a saved item becomes registered
  await tx.query(
    `INSERT INTO library_entries AS e (user_sub, item_pk, item_type, source, is_favorite)
     VALUES ($1, $2, 'program', 'registered', false)
     ON CONFLICT (user_sub, item_pk) DO UPDATE
       SET source = CASE WHEN e.source = 'saved' THEN 'registered' ELSE e.source END,
           archived = false, updated_at = now()
       WHERE e.source = 'saved' OR e.archived`,
    [sub, itemPk],
  );
}

/** The person's active registration for an item sk, with its program. */
export async function activeRegistration(
  db: Db,
  sub: string,
  itemSk: string,
): Promise<(LiveRow & { id: string }) | undefined> {
  const [row] = await db.query<LiveRow & { id: string }>(
    `SELECT r.id::text AS id, ${LIVE_COLUMNS}
     FROM registrations r JOIN products p ON p.pk = r.item_pk
     WHERE r.user_sub = $1 AND r.item_sk = $2 AND r.canceled_at IS NULL`,
    [sub, itemSk],
  );
  return row;
}

/**
 * Cancels a registration and takes the program out of My Library again: a registered-only entry goes
 * (kept as saved when it was a favourite).
 */
export async function cancelRegistration(tx: Db, sub: string, id: string, itemPk: string): Promise<void> {
  await tx.query('UPDATE registrations SET canceled_at = now() WHERE id = $1', [id]);
  await tx.query(
    `DELETE FROM library_entries WHERE user_sub = $1 AND item_pk = $2 AND source = 'registered' AND NOT is_favorite`,
    [sub, itemPk],
  );
  await tx.query(
    `UPDATE library_entries SET source = 'saved', updated_at = now()
     WHERE user_sub = $1 AND item_pk = $2 AND source = 'registered' AND is_favorite`,
    [sub, itemPk],
  );
}

export type LaunchItem = LiveRow & { own_source: string | null; parent_owned: boolean; registered: boolean };

/**
 * A product by code with what the person holds of it: its library source ('expired' once bought access
 * ended), whether its parent program is theirs, and whether they are registered for it.
 */
export async function launchItemFor(db: Db, sub: string, code: string): Promise<LaunchItem | undefined> {
  const [item] = await db.query<LaunchItem>(
    `SELECT ${LIVE_COLUMNS},
       (SELECT CASE WHEN e.access_expires_at <= now() THEN 'expired' ELSE e.source END
        FROM library_entries e WHERE e.user_sub = $1 AND e.item_pk = p.pk) AS own_source,
       (p.parent_code IS NOT NULL AND EXISTS (
          SELECT 1 FROM library_entries pe JOIN products pp ON pp.pk = pe.item_pk
          WHERE pe.user_sub = $1 AND pp.code = p.parent_code AND pe.source <> 'saved'
            AND (pe.access_expires_at IS NULL OR pe.access_expires_at > now()))) AS parent_owned,
       EXISTS (SELECT 1 FROM registrations r WHERE r.user_sub = $1 AND r.item_pk = p.pk AND r.canceled_at IS NULL) AS registered
     FROM products p WHERE p.code = $2`,
    [sub, code],
  );
  return item;
}
