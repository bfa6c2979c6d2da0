// Form bodies the provider reads itself (the sign-in form, the site's sign-out form) and the limit it
// holds /token to: at most MAX_FORM_BYTES. A larger one gets a 413 answer, not a reset socket: the
// rest of the body is read and dropped while the answer goes out with Connection: close.
import type { IncomingMessage } from 'node:http';

const MAX_FORM_BYTES = 16 * 1024;

export const FORM_TOO_LARGE = `The form is larger than ${MAX_FORM_BYTES / 1024} KB, the most the sign-in service accepts.`;

/** A declared Content-Length over the limit (the body is then dropped unread). */
export function declaredTooLarge(req: IncomingMessage): boolean {
  if (Number(req.headers['content-length']) > MAX_FORM_BYTES) {
    req.resume();
    return true;
  }
  return false;
}

/** The form, or 'too-large' once it passes MAX_FORM_BYTES (what follows is dropped). */
export function readForm(req: IncomingMessage): Promise<URLSearchParams | 'too-large'> {
  if (declaredTooLarge(req)) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_FORM_BYTES) return void chunks.push(chunk);
      req.off('data', onData);
      req.resume();
      resolve('too-large');
    };
    req.on('data', onData);
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}
