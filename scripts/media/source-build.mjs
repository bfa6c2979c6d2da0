// One source of the media pipeline (decision 057), step by step: speech measured sentence by sentence,
// captions timed by it, audio (AAC, MP3), the slide, the video renditions with their downloads, preview
// and poster (or an audio program's title card), the HLS renditions and their master playlist. Each
// step writes into the source's folder (`out`) or its intermediates' (`work`).
import fs from 'node:fs';
import path from 'node:path';
import { avcCodec, packHls, playlistRates } from './hls.mjs';
import { BITEXACT, ffmpeg, probeDuration, SEGMENT_SECONDS, tool } from './tools.mjs';

export const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
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

/** 1. Speech, one file per sentence, measured, then joined sample-exact; a cue per sentence. */
function speak(src, work) {
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
  return { speech, cues, total: t };
}

const webVtt = (cues, endOf = (c) => c.end) =>
  `WEBVTT\n\n${cues.map((c, i) => `${i + 1}\n${vttTime(c.start)} --> ${vttTime(endOf(c))}\n${c.text}\n`).join('\n')}`;

/** 2. Captions: one cue per sentence, timed by the measured speech; a video's preview gets its first seconds'. */
function writeCaptions(src, out, cues) {
  fs.writeFileSync(path.join(out, 'captions.vtt'), webVtt(cues));
  // the public preview's captions: the cues of its first seconds, cut where it ends
  if (src.kind === 'video') {
    const early = cues.filter((c) => c.start < PREVIEW_SECONDS);
    fs.writeFileSync(
      path.join(out, 'preview.vtt'),
      webVtt(early, (c) => Math.min(c.end, PREVIEW_SECONDS)),
    );
  }
}

/** 3. Audio: AAC for HLS and MP4 (the intermediate it answers), MP3 for the download. */
function encodeAudio(speech, work, out) {
  const aac = path.join(work, 'audio.m4a');
  const mono = ['-ac', '1'];
  ffmpeg([
    '-i',
    speech,
    '-c:a',
    'aac',
    '-b:a',
    `${AUDIO.kbps}k`,
    '-ar',
    String(AUDIO.rate),
    ...mono,
    ...BITEXACT,
    aac,
  ]);
  ffmpeg([
    ...['-i', speech, '-c:a', 'libmp3lame', '-b:a', '64k', ...mono],
    ...['-map_metadata', '-1', '-id3v2_version', '0', ...BITEXACT, path.join(out, 'download.mp3')],
  ]);
  return aac;
}

/** 4. The slide's filter: title, the sentence being spoken (video only), a running timestamp. */
function slideFilter(src, cues, total, work) {
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
  return slide;
}

/** x264 for one rendition: fixed 4 s GOPs so segments cut on keyframes, one thread, bitexact. */
const x264 = (work) => (r) => [
  ...['-map', `[${r.name}]`, '-c:v', 'libx264', '-preset', 'veryfast'],
  ...['-profile:v', 'main', '-level:v', '3.0', '-pix_fmt', 'yuv420p'],
  ...['-b:v', `${r.kbps}k`, '-maxrate', `${Math.round(r.kbps * 1.1)}k`, '-bufsize', `${r.kbps * 2}k`],
  ...[
    '-g',
    String(FPS * SEGMENT_SECONDS),
    '-keyint_min',
    String(FPS * SEGMENT_SECONDS),
    '-sc_threshold',
    '0',
  ],
  ...['-x264-params', 'threads=1:sliced-threads=0', ...BITEXACT, '-an', path.join(work, `${r.name}.mp4`)],
];

/** 5. A video's renditions (both in one pass, one filter graph), packed as HLS with the audio. */
function encodeVideo(slide, aac, work, out) {
  const graph = `${slide},split=2[v480in][v240in];[v240in]scale=426:240:flags=bicubic[v240];[v480in]null[v480]`;
  const single = ['-filter_threads', '1', '-filter_complex_threads', '1'];
  ffmpeg([...single, '-filter_complex', graph, ...VIDEO_RENDITIONS.flatMap(x264(work))]);
  return VIDEO_RENDITIONS.map((r) => {
    const dir = packHls(out, r.name, [path.join(work, `${r.name}.mp4`), aac]);
    return { ...r, codecs: `${avcCodec(path.join(dir, 'init.mp4'))},mp4a.40.2`, ...playlistRates(dir) };
  });
}

/** 6. A video's MP4 download, its public preview and its poster. */
function videoFiles(aac, work, out) {
  const v480 = path.join(work, 'v480.mp4');
  const faststart = ['-movflags', '+faststart', ...BITEXACT];
  ffmpeg([
    '-i',
    v480,
    '-i',
    aac,
    '-map',
    '0',
    '-map',
    '1',
    '-c',
    'copy',
    ...faststart,
    path.join(out, 'download.mp4'),
  ]);
  // the public preview (S3-CONST-04: the page pauses it at 5 s): the first seconds of the 240p
  // rendition with its sound, cut on packets (the stream starts on a keyframe), moov first
  ffmpeg([
    ...['-i', path.join(work, 'v240.mp4'), '-i', aac, '-map', '0:v', '-map', '1:a'],
    ...['-t', String(PREVIEW_SECONDS), '-c', 'copy', ...faststart, path.join(out, 'preview.mp4')],
  ]);
  ffmpeg(['-ss', '3', '-i', v480, '-frames:v', '1', '-q:v', '4', ...BITEXACT, path.join(out, 'poster.jpg')]);
}

/** 6'. An audio program's poster: its title card. */
function titleCard(slide, out) {
  const oneFrame = ['-frames:v', '1', '-q:v', '4', ...BITEXACT];
  ffmpeg(['-filter_threads', '1', '-f', 'lavfi', '-i', slide, ...oneFrame, path.join(out, 'poster.jpg')]);
}

/**
 * 7. The master playlist: video renditions lowest first, the audio-only one last (players that show
 * video skip it; an audio program has only it).
 */
function writeMaster(out, renditions) {
  const master = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of renditions) {
    const attrs = [`BANDWIDTH=${r.peak}`, `AVERAGE-BANDWIDTH=${r.average}`, `CODECS="${r.codecs}"`];
    if (r.width) attrs.push(`RESOLUTION=${r.width}x${r.height}`, `FRAME-RATE=${FPS.toFixed(3)}`);
    master.push(`#EXT-X-STREAM-INF:${attrs.join(',')}`, `${r.name}/index.m3u8`);
  }
  fs.writeFileSync(path.join(out, 'master.m3u8'), master.join('\n') + '\n');
}

/** Everything of one source into `out` (`work` holds the intermediates); its entry in media.json. */
export function buildSource(src, out, work) {
  const { speech, cues, total } = speak(src, work);
  writeCaptions(src, out, cues);
  const aac = encodeAudio(speech, work, out);
  const slide = slideFilter(src, cues, total, work);
  const renditions = [];
  if (src.kind === 'video') {
    renditions.push(...encodeVideo(slide, aac, work, out));
    videoFiles(aac, work, out);
  } else titleCard(slide, out);
  const adir = packHls(out, AUDIO.name, [aac]);
  renditions.push({ name: AUDIO.name, kbps: AUDIO.kbps, codecs: 'mp4a.40.2', ...playlistRates(adir) });
  writeMaster(out, renditions);
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
