// For tests: an embedded PGlite folder as a killed process can leave it: a version file that says
// "a cluster lives here", and a control file of garbage (what PGlite reads first, and aborts on).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function damageStore(dataDir: string): void {
  mkdirSync(path.join(dataDir, 'global'), { recursive: true });
  mkdirSync(path.join(dataDir, 'base', '1'), { recursive: true });
  writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
  writeFileSync(path.join(dataDir, 'global', 'pg_control'), randomBytes(8192));
  writeFileSync(path.join(dataDir, 'postgresql.conf'), '');
}
