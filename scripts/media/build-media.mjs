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
import { avcCodec, packHls, playlistRates } from './hls.mjs';
import { BITEXACT, ffmpeg, probeDuration, SEGMENT_SECONDS, tool } from './tools.mjs';
import { pruneOldBuilds } from './media-cache.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
export const SOURCES_DIR = path.join(root, 'media', 'sources');
export const DEFAULT_OUT = path.join(root, 'api', '.media');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const FPS = 15;
/** The video renditions (the audio-only one is AUDIO below); names are their folders. */
export const VIDEO_RENDITIONS = [
  { name: 'v240', width: 426, height: 240, kbps: 300 },
  { name: 'v480', width: 854, height: 480, kbps: 800 },
];
export const AUDIO = { name: 'a64', kbps: 64, rate: 44100 };
/** The public preview's length: a little more than the 5000 ms the page plays (S3-CONST-04). */
export const PREVIEW_SECONDS = 6;
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

const vttTime = (s) => {
  const ms = Math.round(s * 1000);
  const p = (n, w = 2) => String(n).padStart(w, '0');
  return `${p(Math.floor(ms / 3_600_000))}:${p(Math.floor(ms / 60_000) % 60)}:${p(Math.floor(ms / 1000) % 60)}.${p(ms % 1000, 3)}`;
};

/** Lines of at most `width` characters (drawtext does not wrap). */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

/** Everything of one source into `out` (`work` holds the intermediates). */
function buildSource(src, out, work) {
  // 1. speech, one file per sentence, measured, then joined sample-exact
  const parts = src.sentences.map((text, i) => {
    const file = path.join(work, `s${String(i).padStart(3, '0')}.wav`);
    tool('espeak-ng', ['-v', 'en-us', '-s', '165', '-w', file, text]);
    return { text, file, seconds: probeDuration(file) };
  });
  fs.writeFileSync(path.join(work, 'list.txt'), parts.map((p) => `file '${p.file}'`).join('\n') + '\n');
  const speech = path.join(work, 'speech.wav');
  ffmpeg([
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    path.join(work, 'list.txt'),
    '-c',
    'copy',
    ...BITEXACT,
    speech,
  ]);
  let t = 0;
  const cues = parts.map((p) => {
    const cue = { start: t, end: t + p.seconds, text: p.text };
    t += p.seconds;
    return cue;
  });
  const total = t;
  // 2. captions: one cue per sentence, timed by the measured speech
  fs.writeFileSync(
    path.join(out, 'captions.vtt'),
    `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(c.end)}\n${c.text}\n`).join('\n')}`,
  );
  // the public preview's captions: the cues of its first seconds, cut where it ends
  if (src.kind === 'video') {
    const early = cues.filter((c) => c.start < PREVIEW_SECONDS);
    fs.writeFileSync(
      path.join(out, 'preview.vtt'),
      `WEBVTT\n\n${early.map((c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(Math.min(c.end, PREVIEW_SECONDS))}\n${c.text}\n`).join('\n')}`,
    );
  }
  // 3. audio: AAC for HLS and MP4, MP3 for the download
  const aac = path.join(work, 'audio.m4a');
  ffmpeg([
    '-i',
    speech,
    '-c:a',
    'aac',
    '-b:a',
    `${AUDIO.kbps}k`,
    '-ar',
    String(AUDIO.rate),
    '-ac',
    '1',
    ...BITEXACT,
    aac,
  ]);
  ffmpeg([
    '-i',
    speech,
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
    '-ac',
    '1',
    '-map_metadata',
    '-1',
    '-id3v2_version',
    '0',
    ...BITEXACT,
    path.join(out, 'download.mp3'),
  ]);
  // 4. the slide: title, the sentence being spoken, a running timestamp
  fs.writeFileSync(path.join(work, 'title.txt'), wrap(src.title, 44));
  const texts = cues.map((c, i) => {
    const f = path.join(work, `t${String(i).padStart(3, '0')}.txt`);
    fs.writeFileSync(f, wrap(c.text, 46));
    return `drawtext=fontfile=${FONT}:textfile=${f}:fontcolor=white:fontsize=28:line_spacing=10:x=(w-text_w)/2:y=(h-text_h)/2+20:enable='gte(t,${c.start.toFixed(3)})*lt(t,${c.end.toFixed(3)})'`;
  });
  const slide = [
    `color=c=${src.background ?? '0x1d3557'}:s=854x480:r=${FPS}:d=${total.toFixed(3)}`,
    `drawtext=fontfile=${FONT_BOLD}:textfile=${path.join(work, 'title.txt')}:fontcolor=0xf1faee:fontsize=32:x=(w-text_w)/2:y=36`,
    ...(src.kind === 'video' ? texts : []),
    `drawtext=fontfile=${FONT}:text='%{pts\\:hms}':fontcolor=0xffd166:fontsize=24:x=w-text_w-24:y=h-text_h-18`,
  ].join(',');
  fs.writeFileSync(path.join(work, 'poster-slide.txt'), slide);
  const renditions = [];
  if (src.kind === 'video') {
    // both renditions in one pass (one filter graph), fixed 4 s GOPs so segments cut on keyframes
    const graph = `${slide},split=2[v480in][v240in];[v240in]scale=426:240:flags=bicubic[v240];[v480in]null[v480]`;
    const x264 = (r) => [
      '-map',
      `[${r.name}]`,
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-profile:v',
      'main',
      '-level:v',
      '3.0',
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      `${r.kbps}k`,
      '-maxrate',
      `${Math.round(r.kbps * 1.1)}k`,
      '-bufsize',
      `${r.kbps * 2}k`,
      '-g',
      String(FPS * SEGMENT_SECONDS),
      '-keyint_min',
      String(FPS * SEGMENT_SECONDS),
      '-sc_threshold',
      '0',
      '-x264-params',
      'threads=1:sliced-threads=0',
      ...BITEXACT,
      '-an',
      path.join(work, `${r.name}.mp4`),
    ];
    ffmpeg([
      '-filter_threads',
      '1',
      '-filter_complex_threads',
      '1',
      '-filter_complex',
      graph,
      ...VIDEO_RENDITIONS.flatMap(x264),
    ]);
    for (const r of VIDEO_RENDITIONS) {
      const dir = packHls(out, r.name, [path.join(work, `${r.name}.mp4`), aac]);
      renditions.push({
        ...r,
        codecs: `${avcCodec(path.join(dir, 'init.mp4'))},mp4a.40.2`,
        ...playlistRates(dir),
      });
    }
    ffmpeg([
      '-i',
      path.join(work, 'v480.mp4'),
      '-i',
      aac,
      '-map',
      '0',
      '-map',
      '1',
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      ...BITEXACT,
      path.join(out, 'download.mp4'),
    ]);
    // the public preview (S3-CONST-04: the page pauses it at 5 s): the first seconds of the 240p
    // rendition with its sound, cut on packets (the stream starts on a keyframe), moov first
    ffmpeg([
      '-i',
      path.join(work, 'v240.mp4'),
      '-i',
      aac,
      '-map',
      '0:v',
      '-map',
      '1:a',
      '-t',
      String(PREVIEW_SECONDS),
      '-c',
      'copy',
      '-movflags',
      '+faststart',
      ...BITEXACT,
      path.join(out, 'preview.mp4'),
    ]);
    ffmpeg([
      '-ss',
      '3',
      '-i',
      path.join(work, 'v480.mp4'),
      '-frames:v',
      '1',
      '-q:v',
      '4',
      ...BITEXACT,
      path.join(out, 'poster.jpg'),
    ]);
  } else {
    // an audio program's poster: its title card
    ffmpeg([
      '-filter_threads',
      '1',
      '-f',
      'lavfi',
      '-i',
      slide,
      '-frames:v',
      '1',
      '-q:v',
      '4',
      ...BITEXACT,
      path.join(out, 'poster.jpg'),
    ]);
  }
  const adir = packHls(out, AUDIO.name, [aac]);
  renditions.push({ name: AUDIO.name, kbps: AUDIO.kbps, codecs: 'mp4a.40.2', ...playlistRates(adir) });
  // 5. the master playlist: video renditions lowest first, the audio-only one last (players that
  // show video skip it; an audio program has only it)
  const master = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of renditions) {
    const attrs = [`BANDWIDTH=${r.peak}`, `AVERAGE-BANDWIDTH=${r.average}`, `CODECS="${r.codecs}"`];
    if (r.width) attrs.push(`RESOLUTION=${r.width}x${r.height}`, `FRAME-RATE=${FPS.toFixed(3)}`);
    master.push(`#EXT-X-STREAM-INF:${attrs.join(',')}`, `${r.name}/index.m3u8`);
  }
  fs.writeFileSync(path.join(out, 'master.m3u8'), master.join('\n') + '\n');
  return {
    title: src.title,
    kind: src.kind,
    durationSeconds: Number(total.toFixed(3)),
    cues: cues.length,
    renditions: renditions.map(({ name, codecs, peak, average, bytesPerMinute, width, height }) => ({
      name,
      codecs,
      bandwidth: peak,
      averageBandwidth: average,
      bytesPerMinute,
      ...(width ? { resolution: `${width}x${height}` } : {}),
    })),
  };
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
