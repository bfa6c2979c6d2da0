// The media pipeline (issue 38, decision 057): narration texts in media/sources/*.json become, per
// source, speech (espeak-ng), WebVTT captions timed by each sentence's measured length, a slide video
// with a running timestamp, HLS renditions, MP4/MP3 downloads and a poster, in a cache folder outside
// git keyed by a hash of the sources, this script and the tool versions. Deterministic: one thread,
// bitexact flags and a fixed x264 preset, so the same inputs give the same bytes.
//   node scripts/media/build-media.mjs [--out <folder>]
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tool } from './tools.mjs';
import { pruneOldBuilds } from './media-cache.mjs';
import { buildSource, FONT } from './source-build.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
export const SOURCES_DIR = path.join(root, 'media', 'sources');
export const DEFAULT_OUT = path.join(root, 'api', '.media');

/** The sources, sorted by id: { id, title, kind: 'video'|'audio', background, sentences }. */
export function readSources(dir = SOURCES_DIR) {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const src = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
      if (!['video', 'audio'].includes(src.kind) || !src.title || !src.sentences?.length)
        throw new Error(`${f}: needs a title, kind 'video' or 'audio' and sentences`);
      return { id: f.replace(/\.json$/, ''), ...src };
    });
}

/** The cache key: sources, this script and the versions of the tools that make the bytes. */
export function mediaHash(sourcesDir = SOURCES_DIR) {
  const h = createHash('sha256');
  // the pipeline's own code (this folder's modules, not its tests)
  for (const f of fs
    .readdirSync(here)
    .filter((n) => n.endsWith('.mjs') && !n.endsWith('.test.mjs'))
    .sort())
    h.update(`\n${f}\n`).update(fs.readFileSync(path.join(here, f)));
  for (const f of fs.readdirSync(sourcesDir).sort())
    h.update(`\n${f}\n`).update(fs.readFileSync(path.join(sourcesDir, f)));
  h.update(tool('ffmpeg', ['-version']).split('\n')[0]);
  h.update(tool('espeak-ng', ['--version']).trim());
  return h.digest('hex').slice(0, 16);
}

/**
 * Builds every source into `<out>/<hash>/<source id>/` unless that folder is complete already, then
 * points `<out>/current.json` at it and removes older builds. Returns { dir, hash, built, seconds }.
 */
export function buildMedia({ out = DEFAULT_OUT, sourcesDir = SOURCES_DIR, log = console.log } = {}) {
  const started = Date.now();
  for (const [file, pkg] of [
    ['/usr/bin/ffmpeg', 'ffmpeg'],
    ['/usr/bin/espeak-ng', 'espeak-ng'],
    [FONT, 'fonts-dejavu-core'],
  ])
    if (!fs.existsSync(file))
      throw new Error(
        `media: ${file} is missing: apt-get install -y ffmpeg espeak-ng fonts-dejavu-core (${pkg})`,
      );
  const hash = mediaHash(sourcesDir);
  const dir = path.join(out, hash);
  fs.mkdirSync(out, { recursive: true });
  const point = () => {
    const tmp = path.join(out, `current.json.${process.pid}`);
    fs.writeFileSync(tmp, JSON.stringify({ hash }) + '\n');
    fs.renameSync(tmp, path.join(out, 'current.json'));
  };
  if (fs.existsSync(path.join(dir, 'media.json'))) {
    point();
    pruneOldBuilds(out, hash, log);
    log(`media: ${hash} is up to date (${path.relative(root, dir) || dir})`);
    return { dir, hash, built: false, seconds: (Date.now() - started) / 1000 };
  }
  const tmp = `${dir}.building-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const sources = {};
  try {
    for (const src of readSources(sourcesDir)) {
      const target = path.join(tmp, src.id);
      const work = path.join(tmp, '.work', src.id);
      fs.mkdirSync(target, { recursive: true });
      fs.mkdirSync(work, { recursive: true });
      sources[src.id] = buildSource(src, target, work);
      for (const r of sources[src.id].renditions)
        log(
          `media: ${src.id} ${r.name} ${Math.round(r.averageBandwidth / 1000)} kbit/s, ${(r.bytesPerMinute / 1e6).toFixed(2)} MB per minute`,
        );
    }
    fs.rmSync(path.join(tmp, '.work'), { recursive: true, force: true });
    fs.writeFileSync(path.join(tmp, 'media.json'), JSON.stringify({ hash, sources }, null, 2) + '\n');
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(tmp, dir);
  } catch (e) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
  point();
  pruneOldBuilds(out, hash, log);
  const seconds = (Date.now() - started) / 1000;
  log(`media: built ${hash} in ${seconds.toFixed(1)} s`);
  return { dir, hash, built: true, seconds };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  try {
    buildMedia(at > 0 ? { out: path.resolve(process.argv[at + 1]) } : {});
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}
