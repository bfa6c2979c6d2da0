// What the deploy service checks before a pointer moves (decision 063): the release's record
// (<base>/releases/<id>/release.json) is fetched from an allowlisted origin; the browser entry's and the
// server entry's bytes are fetched and must hash to the sha384 the build recorded; the release must speak
// this shell's @cle/contracts major; and every module its server build exposes (mf-manifest.json, less
// ./embed, which has no server build) is loaded in this process by the shell's verified loader. Any
// failure is a refusal with a reason; nothing of the pointer changes.
import { createHash } from 'node:crypto';
import type { ServerRemotes } from '../federation/server-remotes.mjs';
import { isSriSha384 } from '../../src/federation/remotes-manifest';
import type { Pointer } from './deploy-store.mjs';

export interface ReleaseCheckOptions {
  /** origins remote code may come from (the shell's allowlist, REMOTE_ORIGINS) */
  allowedOrigins: readonly string[];
  /** the @cle/contracts major this shell speaks */
  contractsMajor: number;
  /** the verified loader of server builds the smoke load runs through */
  serverRemotes: ServerRemotes;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class ReleaseRefused extends Error {
  override name = 'ReleaseRefused';
  constructor(
    message: string,
    /** 422: the release breaks a rule; 502: a file could not be fetched */
    readonly status: 422 | 502 = 422,
  ) {
    super(message);
  }
}

/** What release-remote.mjs accepts for --id. */
const RELEASE_ID = /^(?!\.{1,2}$)[A-Za-z0-9._-]{1,64}$/;

interface ReleaseRecord {
  name?: unknown;
  buildId?: unknown;
  entry?: unknown;
  integrity?: unknown;
  contracts?: unknown;
  server?: { entry?: unknown; integrity?: unknown };
}

const sha384 = (bytes: Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

type Get = (url: URL, what: string) => Promise<Buffer>;

/** A URL remote code may come from: http(s), no credentials, an allowlisted origin; else a refusal. */
function allowedUrl(url: URL, what: string, allowedOrigins: readonly string[]): URL {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ReleaseRefused(`${what} must be an http(s) URL`);
  if (url.username || url.password) throw new ReleaseRefused(`${what} must not carry credentials`);
  if (!allowedOrigins.includes(url.origin))
    throw new ReleaseRefused(`${what}: origin ${url.origin} is not allowed`);
  return url;
}

/** Fetches a release file's bytes; a missing file is a refusal (422), any other failure a 502. */
function fetcher(options: ReleaseCheckOptions): Get {
  const timeoutMs = options.timeoutMs ?? 5000;
  return async (url, what) => {
    try {
      const res = await (options.fetch ?? fetch)(url, {
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      if (res.status === 404) throw new ReleaseRefused(`${what} not found at ${url.href}`);
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    } catch (err) {
      if (err instanceof ReleaseRefused) throw err;
      throw new ReleaseRefused(`could not fetch ${what} (${url.href}): ${(err as Error).message}`, 502);
    }
  };
}

/** The release's folder under `base` (`<base>/releases/<id>/`), from an allowed origin. */
function releaseFolder(base: string, id: string, allowedOrigins: readonly string[]): URL {
  if (!RELEASE_ID.test(id))
    throw new ReleaseRefused('release id may hold letters, digits, dot, dash and underscore only');
  let baseUrl: URL;
  try {
    baseUrl = new URL(base.endsWith('/') ? base : `${base}/`);
  } catch {
    throw new ReleaseRefused('the release base is not a URL');
  }
  return allowedUrl(new URL(`releases/${id}/`, baseUrl), 'the release', allowedOrigins);
}

/** release.json, checked against the remote's name and the shell's contracts major. */
async function readRecord(
  folder: URL,
  get: Get,
  federationName: string,
  contractsMajor: number,
): Promise<ReleaseRecord> {
  let record: ReleaseRecord;
  try {
    record = JSON.parse(
      (await get(new URL('release.json', folder), 'release.json')).toString('utf8'),
    ) as ReleaseRecord;
  } catch (err) {
    if (err instanceof ReleaseRefused) throw err;
    throw new ReleaseRefused('release.json is not valid JSON');
  }
  if (record.name !== undefined && record.name !== federationName)
    throw new ReleaseRefused(`release.json names ${String(record.name)}, not ${federationName}`);
  if (record.contracts !== contractsMajor)
    throw new ReleaseRefused(
      `built against @cle/contracts ${String(record.contracts)}, the shell speaks ${contractsMajor}`,
    );
  return record;
}

/** The browser and server entries, each fetched and hashed to the sha384 the release recorded. */
async function verifiedEntries(
  record: ReleaseRecord,
  folder: URL,
  get: Get,
  allowedOrigins: readonly string[],
): Promise<{ entry: URL; integrity: string; server: { entry: URL; integrity: string } }> {
  if (!isSriSha384(record.integrity)) throw new ReleaseRefused('release.json records no sha384 of its entry');
  const entry = allowedUrl(
    new URL(typeof record.entry === 'string' ? record.entry : 'remoteEntry.js', folder),
    'entry',
    allowedOrigins,
  );
  const browserHash = sha384(await get(entry, 'the browser entry'));
  if (browserHash !== record.integrity)
    throw new ReleaseRefused(
      `the browser entry's sha384 is ${browserHash}, the release recorded ${record.integrity}`,
    );
  const server = record.server;
  if (!server || typeof server.entry !== 'string' || !isSriSha384(server.integrity))
    throw new ReleaseRefused('release.json records no server build (entry and sha384)');
  const serverEntry = allowedUrl(new URL(server.entry, entry), 'server entry', allowedOrigins);
  const serverHash = sha384(await get(serverEntry, 'the server entry'));
  if (serverHash !== server.integrity)
    throw new ReleaseRefused(
      `the server entry's sha384 is ${serverHash}, the release recorded ${server.integrity}`,
    );
  return { entry, integrity: record.integrity, server: { entry: serverEntry, integrity: server.integrity } };
}

/**
 * Checks release `id` of the remote whose releases live under `base` (`http://host/releases/` parent)
 * and returns the pointer to it; throws ReleaseRefused with the reason otherwise.
 */
export async function checkRelease(
  federationName: string,
  base: string,
  id: string,
  options: ReleaseCheckOptions,
): Promise<Pointer> {
  const get = fetcher(options);
  const folder = releaseFolder(base, id, options.allowedOrigins);
  const record = await readRecord(folder, get, federationName, options.contractsMajor);
  const { entry, integrity, server } = await verifiedEntries(record, folder, get, options.allowedOrigins);
  const pointer: Pointer = {
    name: federationName,
    entry: entry.href,
    integrity,
    release: typeof record.buildId === 'string' && RELEASE_ID.test(record.buildId) ? record.buildId : id,
    // readRecord refused any other major
    contracts: options.contractsMajor,
    server: { entry: server.entry.href, integrity: server.integrity },
  };
  await smokeLoad(pointer, folder, get, options.serverRemotes);
  return pointer;
}

/** Loads every module the server build exposes; the first that fails refuses the release. */
async function smokeLoad(
  pointer: Pointer,
  folder: URL,
  get: Get,
  serverRemotes: ServerRemotes,
): Promise<void> {
  let exposes: string[];
  try {
    const manifest = JSON.parse(
      (await get(new URL('mf-manifest.json', folder), 'mf-manifest.json')).toString('utf8'),
    ) as {
      exposes?: { path?: unknown }[];
    };
    exposes = (manifest.exposes ?? []).map((e) => e.path).filter((p): p is string => typeof p === 'string');
  } catch (err) {
    if (err instanceof ReleaseRefused) throw err;
    throw new ReleaseRefused('mf-manifest.json is not valid JSON');
  }
  // ./embed is the browser's only (server-config.js leaves it out of the server build)
  const modules = exposes.filter((p) => p !== './embed');
  if (!modules.length) throw new ReleaseRefused('mf-manifest.json lists no exposed module to load');
  const server = { name: pointer.name, server: pointer.server as { entry: string; integrity: string } };
  for (const module of modules) {
    try {
      await serverRemotes.loadServerModule(server, module);
    } catch (err) {
      throw new ReleaseRefused(`${module} failed to load in Node: ${(err as Error).message}`);
    }
  }
}
