// The rules a remotes.json entry must pass before the shell loads its code: a known remote name,
// an http(s) entry URL on an allowlisted origin (the same list the Content-Security-Policy's
// script-src is built from), and an SRI sha384 of the remoteEntry.js recorded when the release was
// built. The shell server applies them before it answers /remotes.json and the browser applies them
// again before registering a remote. Pure: no DOM, no Node, so both sides (and unit tests) share it.
// An entry may also name its release's server build (`server`, decision 050) under the same rules; only
// the shell server reads it, and /remotes.json never sends it to the browser.

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
  /** the release's server build, which the shell server renders with (decision 050); server-side only */
  server?: ServerEntry;
}

export interface ServerEntry {
  /** URL of the release's server/remoteEntry.js */
  entry: string;
  /** sha384 of that file as built (release.json server.integrity) */
  integrity?: string;
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

interface RejectedRemote {
  name: string;
  reason: string;
}

export interface ValidatedRemotes {
  remotes: RemoteEntry[];
  rejected: RejectedRemote[];
}

/** One sha384 digest in the format of the integrity attribute (48 bytes, base64). */
const SRI_SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;

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

/** A reason to refuse an entry URL, or the URL itself. */
function checkUrl(value: unknown, policy: RemotesPolicy): URL | string {
  if (typeof value !== 'string') return 'entry must be a URL';
  const url = parseUrl(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return 'entry must be an http(s) URL';
  if (url.username || url.password) return 'entry must not carry credentials';
  if (!policy.allowedOrigins.includes(url.origin)) return `origin ${url.origin} is not allowed`;
  if (!url.pathname.endsWith('.js')) return 'entry must be a .js file';
  return url;
}

/** A reason to refuse an integrity value, '' when it may be absent, or the hash. */
function checkIntegrity(value: unknown, policy: RemotesPolicy): { ok: string } | { missing: true } | string {
  if (value === undefined || value === null || value === '')
    return policy.allowMissingIntegrity ? { missing: true } : 'integrity is missing';
  return isSriSha384(value) ? { ok: value } : 'integrity must be one sha384-<base64> hash';
}

/** The server block of an entry: absent, checked like the browser entry, or a reason to refuse. */
function checkServer(raw: unknown, policy: RemotesPolicy): { ok?: ServerEntry } | string {
  if (raw === undefined) return {};
  if (typeof raw !== 'object' || raw === null) return 'server: must be { entry, integrity }';
  const { entry, integrity } = raw as Record<string, unknown>;
  const url = checkUrl(entry, policy);
  if (typeof url === 'string') return `server: ${url}`;
  const hash = checkIntegrity(integrity, policy);
  if (typeof hash === 'string') return `server: ${hash}`;
  return { ok: 'ok' in hash ? { entry: url.href, integrity: hash.ok } : { entry: url.href } };
}

function checkEntry(
  raw: unknown,
  policy: RemotesPolicy,
  seen: Set<string>,
): { ok: RemoteEntry } | { rejected: RejectedRemote } {
  if (typeof raw !== 'object' || raw === null) return { rejected: { name: '?', reason: 'not an object' } };
  const { name, entry, integrity, release, contracts, server } = raw as Record<string, unknown>;
  const label = typeof name === 'string' ? name : '?';
  const refuse = (reason: string) => ({ rejected: { name: label, reason } });
  if (typeof name !== 'string' || !policy.knownNames.includes(name)) return refuse('unknown remote name');
  if (seen.has(name)) return refuse('listed twice');
  const url = checkUrl(entry, policy);
  if (typeof url === 'string') return refuse(url);
  if (release !== undefined && (typeof release !== 'string' || !RELEASE_ID.test(release)))
    return refuse('release must be a build id');
  if (
    contracts !== undefined &&
    (typeof contracts !== 'number' || !Number.isInteger(contracts) || contracts < 0)
  )
    return refuse('contracts must be a major version number');
  if (contracts !== undefined && policy.contractsMajor !== undefined && contracts !== policy.contractsMajor)
    return refuse(`built against @cle/contracts ${contracts}, the shell speaks ${policy.contractsMajor}`);
  const hash = checkIntegrity(integrity, policy);
  if (typeof hash === 'string') return refuse(hash);
  // a release pointer names both of its builds: a server block that breaks a rule refuses the entry
  const serverBuild = checkServer(server, policy);
  if (typeof serverBuild === 'string') return refuse(serverBuild);
  const meta = {
    ...(release === undefined ? {} : { release }),
    ...(contracts === undefined ? {} : { contracts }),
    ...(serverBuild.ok ? { server: serverBuild.ok } : {}),
  };
  seen.add(name);
  return { ok: { name, entry: url.href, ...('ok' in hash ? { integrity: hash.ok } : {}), ...meta } };
}

/** What the browser may see of the checked remotes: everything but the server builds. */
export function forBrowser(checked: ValidatedRemotes): ValidatedRemotes {
  return { ...checked, remotes: checked.remotes.map(({ server: _server, ...browser }) => browser) };
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
