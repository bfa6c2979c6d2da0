// How the media pipeline runs its tools (decision 057): lowest priority, one thread, bitexact output.
import { spawnSync } from 'node:child_process';

export const SEGMENT_SECONDS = 4;
export const BITEXACT = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact'];

/** Runs a tool at the lowest priority; throws with the end of its stderr when it fails. */
export function tool(cmd, args, opts = {}) {
  const res = spawnSync('nice', ['-n', '19', cmd, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 26,
    ...opts,
  });
  if (res.status !== 0)
    throw new Error(
      `${cmd} failed (${res.status}): ${(res.stderr || res.error?.message || '').slice(-1500)}`,
    );
  return res.stdout;
}
export const ffmpeg = (args) =>
  tool('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-threads', '1', ...args]);
export const probeDuration = (file) =>
  Number(tool('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).trim());
