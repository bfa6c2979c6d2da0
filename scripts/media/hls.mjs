// HLS helpers of the media pipeline (decision 057): packing encoded streams into fMP4 media playlists,
// and what a master playlist says about them (codec strings, peak and average bitrates).
import fs from 'node:fs';
import path from 'node:path';
import { BITEXACT, ffmpeg, SEGMENT_SECONDS } from './tools.mjs';

/** The `avc1.PPCCLL` codec string, read from the avcC box of an init segment. */
export function avcCodec(initFile) {
  const buf = fs.readFileSync(initFile);
  const at = buf.indexOf('avcC');
  if (at < 0) throw new Error(`${initFile}: no avcC box`);
  return `avc1.${buf.subarray(at + 5, at + 8).toString('hex')}`;
}

/** Peak and average bits per second of a media playlist's segments (for BANDWIDTH). */
export function playlistRates(dir) {
  const lines = fs.readFileSync(path.join(dir, 'index.m3u8'), 'utf8').split('\n');
  let peak = 0;
  let bytes = 0;
  let seconds = 0;
  for (let i = 0; i < lines.length; i++) {
    const m = /^#EXTINF:([\d.]+)/.exec(lines[i]);
    if (!m) continue;
    const size = fs.statSync(path.join(dir, lines[i + 1].trim())).size;
    peak = Math.max(peak, (size * 8) / Number(m[1]));
    bytes += size;
    seconds += Number(m[1]);
  }
  return {
    peak: Math.ceil(peak),
    average: Math.ceil((bytes * 8) / seconds),
    bytesPerMinute: Math.round((bytes / seconds) * 60),
  };
}

/** Packs `inputs` (already encoded) into an fMP4 HLS media playlist in `out/name/`. */
export function packHls(out, name, inputs) {
  const dir = path.join(out, name);
  fs.mkdirSync(dir);
  ffmpeg([
    ...inputs.flatMap((i) => ['-i', i]),
    ...inputs.flatMap((_, n) => ['-map', `${n}`]),
    '-c',
    'copy',
    ...BITEXACT,
    '-f',
    'hls',
    '-hls_time',
    String(SEGMENT_SECONDS),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    path.join(dir, 'seg-%03d.m4s'),
    path.join(dir, 'index.m3u8'),
  ]);
  return dir;
}
