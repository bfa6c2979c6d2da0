// The recordings the player plays (spec 3 §7 media streams). The catalogue has no media files, so each
// playable item gets a short real recording, generated once per process and kept in memory: a WAV
// file (PCM, mono, 8 kHz, 8-bit) of a soft chord whose pitch follows the item's code, so two items
// sound different and a test can tell which one plays. ~40 KB for 5 s. Pure.

/** Seconds of every generated recording (short, so a journey can watch a whole program). */
export const RECORDING_SECONDS = 5;
const SAMPLE_RATE = 8000;
export const RECORDING_MIME = 'audio/wav';

/** A stable 0..1 number from a product code (FNV-1a). */
function codeHash(code: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < code.length; i++) {
    h ^= code.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 0xffffffff;
}

/** The base pitch of an item's recording, 220-440 Hz. */
export function recordingPitch(code: string): number {
  return Math.round(220 + codeHash(code) * 220);
}

export function renderRecording(code: string, seconds = RECORDING_SECONDS): Buffer {
  const samples = Math.round(seconds * SAMPLE_RATE);
  const buf = Buffer.alloc(44 + samples);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + samples, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16); // fmt chunk size
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(SAMPLE_RATE, 24);
  buf.writeUInt32LE(SAMPLE_RATE, 28); // byte rate (8-bit mono)
  buf.writeUInt16LE(1, 32); // block align
  buf.writeUInt16LE(8, 34); // bits per sample
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(samples, 40);
  const f = recordingPitch(code);
  for (let i = 0; i < samples; i++) {
    const t = i / SAMPLE_RATE;
    // a major triad with a gentle fade in and out (no clicks)
    const env = Math.min(1, t / 0.05, (seconds - t) / 0.05);
    const v =
      (Math.sin(2 * Math.PI * f * t) +
        0.5 * Math.sin(2 * Math.PI * f * 1.25 * t) +
        0.4 * Math.sin(2 * Math.PI * f * 1.5 * t)) /
      1.9;
    buf[44 + i] = Math.round(128 + 60 * env * v); // unsigned 8-bit PCM around 128
  }
  return buf;
}

const cache = new Map<string, Buffer>();
const MAX_CACHED = 500;

/** The recording of an item (kept in memory, most recently used last). */
export function recordingOf(code: string): Buffer {
  let b = cache.get(code);
  if (b) cache.delete(code);
  else b = renderRecording(code);
  cache.set(code, b);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
  return b;
}

/**
 * A Range header against a body of `size` bytes (one range; the only form media elements send):
 * 'none' without a header, null when unsatisfiable or malformed (416), else the inclusive byte span.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'none' | null {
  if (!header) return 'none';
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    // suffix: the last N bytes
    const n = Number(m[2]);
    if (n === 0) return null;
    start = Math.max(0, size - n);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  if (start >= size || start > end) return null;
  return { start, end };
}

const vttTime = (s: number) =>
  `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${(s % 60).toFixed(3).padStart(6, '0')}`;

/** WebVTT captions of a recording: what is heard, for people who cannot hear it. */
export function renderCaptions(title: string, seconds = RECORDING_SECONDS): string {
  const clean = title.replace(/-->/g, '→').replace(/[\r\n]+/g, ' ');
  return `WEBVTT\n\n1\n${vttTime(0)} --> ${vttTime(seconds)}\n[soft chord] ${clean}\n`;
}
