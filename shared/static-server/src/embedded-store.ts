// The embedded PGlite store of the API (api/.data/db) and of the identity provider
// (identity/.data/store). A process killed while writing can leave the folder damaged; PGlite then
// aborts on open (`RuntimeError: Aborted()`) and the service would never listen. Both services open
// their store through here: when opening fails, the folder is moved aside (kept, never deleted: it is
// someone's data), one warning line says where, and the service starts on a fresh store. Only for
// folders on disk: a PostgreSQL server (DATABASE_URL) never comes this way.
import { existsSync, readdirSync, renameSync } from 'node:fs';

/** `<dir>.damaged-20261123T112501Z`: beside the folder, named by when it was moved. */
function damagedName(dataDir: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  let name = `${dataDir}.damaged-${stamp}`;
  for (let n = 2; existsSync(name); n++) name = `${dataDir}.damaged-${stamp}-${n}`;
  return name;
}

export interface OpenedStore<T> {
  store: T;
  /** where a damaged folder was moved, or null when the store opened as it was */
  movedAside: string | null;
}

/**
 * Opens the store in `dataDir` with `open` (which should also run a first statement, so a store that
 * opens but cannot answer counts as damaged). On failure with a non-empty folder: moves it aside,
 * warns once and opens a fresh one; a second failure is a real error and is thrown.
 */
export async function openEmbeddedStore<T>(
  dataDir: string,
  open: (dir: string) => Promise<T>,
  {
    warn = (line: string) => console.warn(line),
    now = () => new Date(),
  }: { warn?: (line: string) => void; now?: () => Date } = {},
): Promise<OpenedStore<T>> {
  try {
    return { store: await open(dataDir), movedAside: null };
  } catch (error) {
    // an empty or missing folder is not damage: whatever failed will fail again, so say it as it is
    if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) throw error;
    const movedAside = damagedName(dataDir, now());
    renameSync(dataDir, movedAside);
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    warn(
      `The embedded database in ${dataDir} could not be opened (${reason}); it was moved aside to ${movedAside} and a fresh one is used.`,
    );
    return { store: await open(dataDir), movedAside };
  }
}
