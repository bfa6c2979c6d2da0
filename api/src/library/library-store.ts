// A person's library changes (save, progress, remove) in single statements under the users-row lock,
// patched into this process's cached copy; and the personal flags of search results.
// Every function takes the caller's `sub` from the verified token: nothing here reads another person.
import type { LibraryProgressResponse } from '@cle/contracts/library-schemas';
import type { Db } from '../db/db';
import { HttpError } from '../lib/http';
import { libraryItemType } from './library-item-type';
import type { LibraryRow } from './library-query';
import { ENTRY_COLUMNS, iso, loadLibraryRows, rowsOf } from './library-rows';
import type { EntryWithParent, ProgressRecord } from './library-rows';
import { cachedAt, fileLibrary, filePatched, userLibrary } from './library-cache';
import { creditLinesSql, detailSql, primeCatalogue, segmentCatalogueSql } from './library-catalogue';
import type { ProductDetail, SegmentCatalogue } from './library-catalogue';

/** The user row the library hangs on (an account first seen here is created from the token). */
export type EnsureUser = (tx: Db) => Promise<void>;

/** The library item type of each searchable type, for SQL (`$n::jsonb ->> searchable_type`). */
const ITEM_TYPE_OF = JSON.stringify(
  Object.fromEntries(
    ['liveprogram', 'ondemandprogram', 'ondemandsegment', 'book', 'podcastepisode'].map((t) => [
      t,
      libraryItemType(t),
    ]),
  ),
);

interface SaveRecord extends Partial<EntryWithParent> {
  item_type_of_product: string | null;
  price: string;
  /** library_version before the change; null: the person has no users row yet */
  version: string | null;
  changed: boolean;
  progress: ProgressRecord[];
  /** the product's catalogue facts, for the item the answer carries (no further queries) */
  detail: ProductDetail | null;
  catalogue_segments: SegmentCatalogue[];
  credit_lines: string[];
}

/**
 * One statement: looks the product up, locks the person's users row (writers of one library go one at
 * a time, and the version read is the one just before this change), inserts or restores the entry, and
 * answers the entry as it now stands with its progress. Atomic on its own: no transaction round trips.
 */
const SAVE_SQL = `
WITH product AS (
  SELECT pk, code, price, ($3::jsonb ->> searchable_type) AS item_type FROM products WHERE pk = $2
), locked AS (
  SELECT library_version::text AS version FROM users WHERE sub = $1 FOR UPDATE
), saved AS (
  INSERT INTO library_entries AS e (user_sub, item_pk, item_type, source, is_favorite)
  SELECT $1, product.pk, product.item_type, 'saved', true FROM product, locked
  WHERE product.item_type IS NOT NULL
  ON CONFLICT (user_sub, item_pk) DO UPDATE
    SET archived = false, is_favorite = true, updated_at = now()
    WHERE e.archived OR NOT e.is_favorite
  RETURNING e.*
), entry AS (
  SELECT * FROM saved
  UNION ALL
  SELECT le.* FROM library_entries le
  WHERE le.user_sub = $1 AND le.item_pk = $2 AND NOT EXISTS (SELECT 1 FROM saved)
)
SELECT product.item_type AS item_type_of_product, product.price, locked.version,
       EXISTS (SELECT 1 FROM saved) AS changed,
       ${ENTRY_COLUMNS},
       (SELECT coalesce(json_agg(json_build_object('item_pk', lp.item_pk, 'parent_code', p.parent_code,
                 'playback', lp.playback_progress_pct, 'cle', lp.cle_progress_pct, 'last_watched_at', lp.last_watched_at)), '[]')
        FROM library_progress lp JOIN products p ON p.pk = lp.item_pk
        WHERE lp.user_sub = $1
          AND lp.item_pk IN (SELECT $2 UNION ALL SELECT pk FROM products WHERE parent_code = product.code)) AS progress,
       (SELECT row_to_json(d) FROM (${detailSql('p.pk = $2')}) d) AS detail,
       (SELECT coalesce(json_agg(sg ORDER BY sg.segment_number, sg.code), '[]')
        FROM (${segmentCatalogueSql('parent_code = product.code')}) sg) AS catalogue_segments,
       (SELECT coalesce(json_agg(cl.line ORDER BY cl.sort_order), '[]')
        FROM (${creditLinesSql('c.product_code = product.code')}) cl) AS credit_lines
FROM product
LEFT JOIN locked ON true
LEFT JOIN entry e ON true
LEFT JOIN products p ON p.pk = e.item_pk`;

/**
 * POST /user/library/:pk: saves an item. Not in the library: added as saved. Archived: restored. Owned:
 * marked as a favourite. Already saved: nothing changes (idempotent).
 */
export async function saveItem(db: Db, sub: string, pk: string, ensureUser: EnsureUser) {
  const run = async () => (await db.query<SaveRecord>(SAVE_SQL, [sub, pk, ITEM_TYPE_OF]))[0];
  let r = await run();
  if (!r) throw new HttpError(404, `No item with pk '${pk}'`);
  if (!r.item_type_of_product) throw new HttpError(400, `Item '${pk}' cannot be kept in a library`);
  if (r.version === null) {
    // first time this account is seen by the API: its users row first, then the save again
    await db.transaction((tx) => ensureUser(tx));
    r = (await run())!;
  }
  // The same item saved by a request that committed while this one waited for the lock: nothing to
  // change, and its row is newer than this statement's snapshot. Asked again, it is there.
  if (!r.item_pk) r = (await run())!;
  const mustBuy = r.source === 'saved' && Number(r.price) > 0;
  const fresh = rowsOf([r as EntryWithParent], r.progress);
  const patched = r.changed
    ? filePatched(db, sub, r.version!, fresh, [pk], 1)
    : cachedAt(db, sub, r.version!);
  const library = patched ?? (await userLibrary(db, sub));
  primeCatalogue(db, library.seed, {
    detail: r.detail,
    segments: r.catalogue_segments,
    credits: r.credit_lines,
  });
  return { changed: r.changed, mustBuy, library };
}

interface PlayCheck {
  code: string;
  source: LibraryRow['source'] | null;
  item_parent_owned: boolean;
  watched_pk: string | null;
  watched_parent_code: string | null;
  watched_parent_pk: string | null;
  watched_price: string | null;
  watched_source: string | null;
}

/** The item and the watched thing, when the person may play it (404 or 403 otherwise). */
async function checkedPlay(db: Db, sub: string, pk: string, watchedPk: string): Promise<PlayCheck> {
  const [check] = await db.query<PlayCheck>(
    `SELECT p.code, e.source,
            (p.parent_code IS NOT NULL AND EXISTS (
               SELECT 1 FROM library_entries pe JOIN products pp ON pp.pk = pe.item_pk
               WHERE pe.user_sub = $1 AND pp.code = p.parent_code AND pe.source <> 'saved')) AS item_parent_owned,
            w.pk AS watched_pk, w.parent_code AS watched_parent_code, wp.pk AS watched_parent_pk,
            w.price AS watched_price,
            (SELECT we.source FROM library_entries we WHERE we.user_sub = $1 AND we.item_pk = w.pk) AS watched_source
     FROM products p
     LEFT JOIN library_entries e ON e.user_sub = $1 AND e.item_pk = p.pk
     LEFT JOIN products w ON w.pk = $3
     LEFT JOIN products wp ON wp.code = w.parent_code
     WHERE p.pk = $2`,
    [sub, pk, watchedPk],
  );
  if (!check) throw new HttpError(404, `No item with pk '${pk}'`);
  if (!check.source) throw new HttpError(404, `Item '${pk}' is not in your library`);
  if (!check.watched_pk) throw new HttpError(404, `No item with pk '${watchedPk}'`);
  if (watchedPk !== pk && check.watched_parent_code !== check.code)
    throw new HttpError(404, `'${watchedPk}' is not a segment of '${pk}'`);
  const owns = (source: string | null) => source === 'purchased' || source === 'registered';
  const playable =
    owns(check.source) ||
    check.item_parent_owned ||
    owns(check.watched_source) ||
    Number(check.watched_price) === 0;
  if (!playable) throw new HttpError(403, 'Only items you have purchased or registered for can be played');

  return check;
}

/**
 * PUT /user/library/:pk[/segments/:segmentPk]/progress: what the player reports. The item must be in the
 * person's library and playable (spec 1 §2: purchased, parent purchased, or free); the resume point
 * follows the player, the percentages only grow, lastWatched is now. One statement writes it, under
 * the users-row lock like every library write.
 */
export async function recordProgress(
  db: Db,
  sub: string,
  pk: string,
  watchedPk: string,
  body: { positionSeconds: number; durationSeconds: number },
): Promise<LibraryProgressResponse> {
  const check = await checkedPlay(db, sub, pk, watchedPk);
  const pct = Math.min(100, Math.round((body.positionSeconds / body.durationSeconds) * 10_000) / 100);
  const [written] = await db.query<{
    version: string;
    playback: string;
    cle: string;
    last_watched_at: string | Date;
  }>(
    `WITH locked AS (
       SELECT library_version::text AS version FROM users WHERE sub = $1 FOR UPDATE
     ), written AS (
       INSERT INTO library_progress AS lp (user_sub, item_pk, playback_progress_pct, cle_progress_pct,
                                           position_seconds, duration_seconds, last_watched_at)
       SELECT $1, $2, $3, $3, $4, $5, now() FROM locked
       ON CONFLICT (user_sub, item_pk) DO UPDATE SET
         playback_progress_pct = greatest(lp.playback_progress_pct, EXCLUDED.playback_progress_pct),
         cle_progress_pct = greatest(lp.cle_progress_pct, EXCLUDED.cle_progress_pct),
         position_seconds = EXCLUDED.position_seconds,
         duration_seconds = EXCLUDED.duration_seconds,
         last_watched_at = now(),
         updated_at = now()
       RETURNING lp.playback_progress_pct, lp.cle_progress_pct, lp.last_watched_at
     )
     SELECT locked.version, w.playback_progress_pct AS playback, w.cle_progress_pct AS cle, w.last_watched_at
     FROM locked, written w`,
    [sub, watchedPk, pct, body.positionSeconds, body.durationSeconds],
  );
  // an entry's users row always exists (library_entries references it)
  // The rows whose progress this moves: the item, the watched thing and its program, where in the library.
  const affected = [...new Set([pk, watchedPk, check.watched_parent_pk].filter((v): v is string => !!v))];
  const fresh = await loadLibraryRows(db, sub, affected);
  filePatched(db, sub, written!.version, fresh, affected, 1);
  const row = fresh.rows.find((r) => r.pk === pk)!;
  return {
    pk,
    watchedPk,
    positionSeconds: body.positionSeconds,
    durationSeconds: body.durationSeconds,
    progress: {
      playbackProgressPct: Number(written!.playback),
      cleProgressPct: Number(written!.cle),
      lastWatchedDateUtc: iso(written!.last_watched_at),
    },
    item: {
      playbackProgressPct: row.playbackPct,
      cleProgressPct: row.clePct,
      lastWatchedDateUtc: iso(row.lastWatchedAt),
    },
  };
}

/**
 * DELETE /user/library/:pk[,pk]: saved items leave the library; purchased or registered ones are
 * archived (still owned, out of sight); unknown ones are reported unchanged. One statement.
 */
export async function removeItems(db: Db, sub: string, pks: string[]) {
  // One statement: the users-row lock first (the version read is the one just before this change).
  const changed = await db.query<{ version: string; kind: 'removed' | 'archived'; item_pk: string }>(
    `WITH locked AS (
       SELECT library_version::text AS version FROM users WHERE sub = $1 FOR UPDATE
     ), removed AS (
       DELETE FROM library_entries WHERE user_sub = $1 AND item_pk = ANY($2) AND source = 'saved'
         AND EXISTS (SELECT 1 FROM locked)
       RETURNING item_pk
     ), archived AS (
       UPDATE library_entries SET archived = true, is_favorite = false, updated_at = now()
       WHERE user_sub = $1 AND item_pk = ANY($2) AND source <> 'saved' AND (NOT archived OR is_favorite)
         AND EXISTS (SELECT 1 FROM locked)
       RETURNING item_pk
     )
     SELECT locked.version, c.kind, c.item_pk
     FROM (SELECT 'removed' AS kind, item_pk FROM removed UNION ALL SELECT 'archived' AS kind, item_pk FROM archived) c,
          locked`,
    [sub, pks],
  );
  const removed = changed.filter((c) => c.kind === 'removed').map((c) => c.item_pk);
  const archived = changed.filter((c) => c.kind === 'archived').map((c) => c.item_pk);
  // this process's copy follows without a reload: removed rows go, archived ones are flagged
  const before = changed[0]?.version;
  const cached = before ? cachedAt(db, sub, before) : null;
  if (cached)
    fileLibrary(db, sub, {
      ...cached,
      version: String(BigInt(before!) + BigInt(changed.length)),
      rows: cached.rows
        .filter((r) => !removed.includes(r.pk))
        .map((r) => (archived.includes(r.pk) ? { ...r, archived: true, isFavorite: false } : r)),
    });
  const done = new Set([...removed, ...archived]);
  return { removed, archived, unchanged: pks.filter((pk) => !done.has(pk)) };
}

/** The personal flags of search results and product cards, for a signed-in caller. */
export async function personalFlags(
  db: Db,
  sub: string,
  items: { pk: string; parentCode?: string | null }[],
): Promise<
  Map<
    string,
    { isPurchased: boolean; isParentProgramPurchased: boolean; isFavorite: boolean; isArchived: boolean }
  >
> {
  const parentPks = items.flatMap((i) => (i.parentCode ? [`prg-${i.parentCode}`] : []));
  const rows = items.length
    ? await db.query<{ item_pk: string; owned: boolean; is_favorite: boolean; archived: boolean }>(
        `SELECT item_pk, source IN ('purchased', 'registered') AS owned, is_favorite, archived
         FROM library_entries WHERE user_sub = $1 AND item_pk = ANY($2)`,
        [sub, [...new Set([...items.map((i) => i.pk), ...parentPks])]],
      )
    : [];
  const byPk = new Map(rows.map((r) => [r.item_pk, r]));
  return new Map(
    items.map((i) => {
      const own = byPk.get(i.pk);
      const parent = i.parentCode ? byPk.get(`prg-${i.parentCode}`) : undefined;
      return [
        i.pk,
        {
          isPurchased: Boolean(own?.owned),
          isParentProgramPurchased: Boolean(parent?.owned),
          isFavorite: Boolean(own?.is_favorite),
          isArchived: Boolean(own?.archived),
        },
      ];
    }),
  );
}
