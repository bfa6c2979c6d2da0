// Single reads of a person's library entries (migration 003) for callers outside the library's own
// query (library-page.ts, library-rows.ts).
import type { Db } from '../db/db';
import type { LibraryEntryRow } from '../db/rows';

/** The tab the item is kept under in the person's library, or undefined when it is not there. */
export async function libraryItemTypeOf(
  db: Db,
  sub: string,
  itemPk: string,
): Promise<LibraryEntryRow['item_type'] | undefined> {
  const [entry] = await db.query<Pick<LibraryEntryRow, 'item_type'>>(
    'SELECT item_type FROM library_entries WHERE user_sub = $1 AND item_pk = $2',
    [sub, itemPk],
  );
  return entry?.item_type;
}
