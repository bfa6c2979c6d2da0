// The site's feature flags (migration 001 feature_flags): a flag with no row is off.
import type { Db } from '../db/db';

export async function featureFlag(db: Db, name: string): Promise<boolean> {
  const [flag] = await db.query<{ enabled: boolean }>('SELECT enabled FROM feature_flags WHERE name = $1', [
    name,
  ]);
  return flag?.enabled ?? false;
}
