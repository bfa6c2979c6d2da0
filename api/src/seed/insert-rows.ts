// The seed's batch writer, apart from load-seed so the generators that write their own rows can use it
// without importing the loader that imports them.
import type { Db } from '../db/db';

type Row = Record<string, unknown>;
const BATCH = 400;

/** Multi-row INSERT in batches; objects and arrays of objects go in as JSON. */
export async function insertRows(
  db: Db,
  table: string,
  rows: Row[],
  jsonColumns: string[] = [],
  onConflict = '',
): Promise<void> {
  if (!rows.length) return;
  const cols = Object.keys(rows[0]!);
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    const params: unknown[] = [];
    const values = chunk.map((row) => {
      const placeholders = cols.map((c) => {
        const v = row[c];
        params.push(jsonColumns.includes(c) ? JSON.stringify(v) : v);
        return jsonColumns.includes(c) ? `$${params.length}::jsonb` : `$${params.length}`;
      });
      return `(${placeholders.join(',')})`;
    });
    await db.query(
      `INSERT INTO ${table} (${cols.join(',')}) VALUES ${values.join(',')} ${onConflict}`,
      params,
    );
  }
}
