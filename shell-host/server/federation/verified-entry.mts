// Fetches a remote's server entry and hands back its text only if its bytes hash to the sha384 the
// release recorded: the check runs on the exact bytes received, before any of them is evaluated.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ServerRemoteError } from './server-remote-error.mjs';

export interface ServerPointer {
  /** federation name, e.g. mfe_product */
  name: string;
  server: { entry: string; integrity: string };
}

export interface FetchEntryOptions {
  /** origins server code may come from (the shell's remote allowlist) */
  allowedOrigins: readonly string[];
  /** deadline for the whole download (headers and body) */
  timeoutMs: number;
  fetch?: typeof fetch;
}

const SHA384 = /^sha384-([A-Za-z0-9+/]{64})$/;

/** The pointer's URL, if it may be fetched at all (else a refused-origin error). */
export function allowedEntryUrl(pointer: ServerPointer, allowedOrigins: readonly string[]): URL {
  const { name, server } = pointer;
  let url: URL;
  try {
    url = new URL(server.entry);
  } catch {
    throw new ServerRemoteError('refused-origin', name, String(server.entry), 'entry is not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ServerRemoteError('refused-origin', name, url.href, 'entry must be an http(s) URL');
  if (url.username || url.password)
    throw new ServerRemoteError('refused-origin', name, url.href, 'entry must not carry credentials');
  if (!allowedOrigins.includes(url.origin))
    throw new ServerRemoteError('refused-origin', name, url.href, `origin ${url.origin} is not allowed`);
  if (!SHA384.test(server.integrity ?? ''))
    throw new ServerRemoteError(
      'refused-origin',
      name,
      url.href,
      'a server entry needs one sha384 integrity',
    );
  return url;
}

/** Downloads the entry and returns its text, or throws unreachable / refused-integrity. */
export async function fetchVerifiedEntry(
  pointer: ServerPointer,
  options: FetchEntryOptions,
): Promise<string> {
  const url = allowedEntryUrl(pointer, options.allowedOrigins);
  const { name } = pointer;
  const expected = Buffer.from(SHA384.exec(pointer.server.integrity)![1]!, 'base64');
  let bytes: Buffer;
  try {
    const res = await (options.fetch ?? fetch)(url, {
      signal: AbortSignal.timeout(options.timeoutMs),
      // a redirect could lead off the allowlist
      redirect: 'error',
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    bytes = Buffer.from(await res.arrayBuffer());
  } catch (err) {
    const reason =
      (err as Error).name === 'TimeoutError'
        ? `no answer within ${options.timeoutMs} ms`
        : (err as Error).message;
    throw new ServerRemoteError(
      'unreachable',
      name,
      url.href,
      `could not fetch the server entry: ${reason}`,
      {
        cause: err,
      },
    );
  }
  const actual = createHash('sha384').update(bytes).digest();
  if (!timingSafeEqual(actual, expected))
    throw new ServerRemoteError(
      'refused-integrity',
      name,
      url.href,
      `refused: its sha384 is sha384-${actual.toString('base64')}, the release recorded ${pointer.server.integrity}`,
    );
  return bytes.toString('utf8');
}
