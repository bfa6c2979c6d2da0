// Every name imported from react-router-dom must be in the shared router surface
// (shared/build/src/react-router-dom.mjs): anything else would be undefined at run time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS, root } from './lib.mjs';

const surfaceSrc = readFileSync(path.join(root, 'shared/build/src/react-router-dom.mjs'), 'utf8');
const surface = new Set([...surfaceSrc.matchAll(/^\s+(\w+),?$/gm)].map((m) => m[1]));

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'dist', 'releases'].includes(name)) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) yield* sourceFiles(p);
    else if (/\.tsx?$/.test(name)) yield p;
  }
}

test('the router surface exports the routing API the apps use', () => {
  assert.ok(surface.has('BrowserRouter') && surface.has('useNavigate'));
});

test('no app imports a react-router-dom name outside the shared surface', () => {
  const missing = [];
  for (const dir of [...APPS, 'shared/ui', 'shared/contracts']) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const src = readFileSync(file, 'utf8');
      for (const m of src.matchAll(/import\s+(?:type\s+)?\{([^}]+)\}\s+from\s+'react-router-dom'/g)) {
        if (/import\s+type/.test(m[0])) continue;
        for (const raw of m[1].split(',')) {
          const name = raw
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name && !raw.trim().startsWith('type ') && !surface.has(name))
            missing.push(`${path.relative(root, file)}: ${name}`);
        }
      }
    }
  }
  assert.deepEqual(missing, []);
});
