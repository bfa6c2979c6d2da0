// The rules a remotes.json entry must pass before the shell loads its code: a known remote name,
// an http(s) entry URL on an allowlisted origin (the same list the Content-Security-Policy's
// script-src is built from), and an SRI sha384 of the remoteEntry.js recorded when the release was
// built. The shell server applies them before it answers /remotes.json and the browser applies them
// again before registering a remote. Pure: no DOM, no Node, so both sides (and unit tests) share it.

export interface RemoteEntry {
  /** federation name, e.g. mfe_search */
  name: string;
  /** URL of the remote's remoteEntry.js */
  entry: string;
  /** SRI of that remoteEntry.js as built, e.g. sha384-<64 base64 characters> */
  integrity?: string;
  /** the release's build id (release.json buildId), shown on the composition health page */
  release?: string;
  /** the @cle/contracts major the release was built against (release.json contracts; decision 031) */
  contracts?: number;
}

export interface RemotesPolicy {
  /** federation names the shell knows (topology) */
  knownNames: readonly string[];
  /** origins remote code may come from */
  allowedOrigins: readonly string[];
  /**
   * Local development only (a development-mode shell, `npm run dev`): an entry without integrity is
   * accepted. Everywhere else (npm start, npm test, deployments) a missing hash refuses the entry.
   */
  allowMissingIntegrity: boolean;
  /**
   * The @cle/contracts major this shell speaks: an entry that declares another is refused (its slots
   * show the fallback). An entry that declares none is accepted (releases before decision 031).
   */
  contractsMajor?: number;
}

export interface RejectedRemote {
  name: string;
  reason: string;
}

export interface ValidatedRemotes {
  remotes: RemoteEntry[];
  rejected: RejectedRemote[];
}

/** One sha384 digest in the format of the integrity attribute (48 bytes, base64). */
export const SRI_SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;

export function isSriSha384(value: unknown): value is string {
  return typeof value === 'string' && SRI_SHA384.test(value);
}

/** A build id: what release-remote.mjs accepts for --id, or the build's own <version>-<hex>. */
const RELEASE_ID = /^[A-Za-z0-9._-]{1,64}$/;

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

function checkEntry(
  raw: unknown,
  policy: RemotesPolicy,
  seen: Set<string>,
): { ok: RemoteEntry } | { rejected: RejectedRemote } {
  if (typeof raw !== 'object' || raw === null) return { rejected: { name: '?', reason: 'not an object' } };
  const { name, entry, integrity, release, contracts } = raw as Record<string, unknown>;
  const label = typeof name === 'string' ? name : '?';
  const refuse = (reason: string) => ({ rejected: { name: label, reason } });
  if (typeof name !== 'string' || !policy.knownNames.includes(name)) return refuse('unknown remote name');
  if (seen.has(name)) return refuse('listed twice');
  if (typeof entry !== 'string') return refuse('entry must be a URL');
  const url = parseUrl(entry);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    return refuse('entry must be an http(s) URL');
  if (url.username || url.password) return refuse('entry must not carry credentials');
  if (!policy.allowedOrigins.includes(url.origin)) return refuse(`origin ${url.origin} is not allowed`);
  if (!url.pathname.endsWith('.js')) return refuse('entry must be a .js file');
  if (release !== undefined && (typeof release !== 'string' || !RELEASE_ID.test(release)))
    return refuse('release must be a build id');
  if (
    contracts !== undefined &&
    (typeof contracts !== 'number' || !Number.isInteger(contracts) || contracts < 0)
  )
    return refuse('contracts must be a major version number');
  if (contracts !== undefined && policy.contractsMajor !== undefined && contracts !== policy.contractsMajor)
    return refuse(`built against @cle/contracts ${contracts}, the shell speaks ${policy.contractsMajor}`);
  const meta = {
    ...(release === undefined ? {} : { release }),
    ...(contracts === undefined ? {} : { contracts }),
  };
  if (integrity === undefined || integrity === null || integrity === '') {
    if (!policy.allowMissingIntegrity) return refuse('integrity is missing');
    seen.add(name);
    return { ok: { name, entry: url.href, ...meta } };
  }
  if (!isSriSha384(integrity)) return refuse('integrity must be one sha384-<base64> hash');
  seen.add(name);
  return { ok: { name, entry: url.href, integrity, ...meta } };
}

/** Keeps the entries that pass every rule; says why each other one was refused. */
export function validateRemotes(input: unknown, policy: RemotesPolicy): ValidatedRemotes {
  const list = (input as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(list)) return { remotes: [], rejected: [{ name: '*', reason: 'no remotes list' }] };
  const seen = new Set<string>();
  const out: ValidatedRemotes = { remotes: [], rejected: [] };
  for (const raw of list) {
    const result = checkEntry(raw, policy, seen);
    if ('ok' in result) out.remotes.push(result.ok);
    else out.rejected.push(result.rejected);
  }
  return out;
}
