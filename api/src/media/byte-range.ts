// Byte ranges of media files (media elements and download managers seek with them). Pure.

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
