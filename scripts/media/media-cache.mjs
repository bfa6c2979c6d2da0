// The media cache's housekeeping (build-media.mjs): file hashes for the determinism check, and the
// removal of builds that are no longer current.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir` with its sha256, sorted (the determinism check compares these). */
export function fileHashes(dir) {
  const out = {};
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[path.relative(dir, p)] = createHash('sha256').update(fs.readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
};

/**
 * Removes every other build under `out` (only the current hash is served), and half-made builds whose
 * process is gone; a build still being made by a live process is left alone.
 */
export function pruneOldBuilds(out, hash, log = console.log) {
  for (const e of fs.readdirSync(out, { withFileTypes: true })) {
    if (!e.isDirectory()) continue;
    const building = /^[0-9a-f]{16}\.building-(\d+)$/.exec(e.name);
    const old = /^[0-9a-f]{16}$/.test(e.name) && e.name !== hash;
    if (old || (building && Number(building[1]) !== process.pid && !alive(Number(building[1])))) {
      fs.rmSync(path.join(out, e.name), { recursive: true, force: true });
      log(`media: removed the old build ${e.name}`);
    }
  }
}
