// The deploy service as the shell server runs it (decision 063): its store, its tokens, the release
// check on the shell's own allowlist, contracts major and verified loader, and the pointer source the
// shell's composition reads. Settings:
//   DEPLOY_DATABASE_URL   PostgreSQL for pointers and audit (else PGlite in DEPLOY_DATA_DIR)
//   DEPLOY_DATA_DIR       the embedded store's folder (default shell-host/.data/deploy)
//   DEPLOY_TOKENS_FILE    the teams' tokens (default: the published development tokens)
//   DEPLOY_POINTER_TTL_MS how old the shell's copy of the pointers may get (default 2000)
// Staff sessions (decision 065) verify access tokens as the API does: IDENTITY_JWKS_URL (default
// IDENTITY_URL/jwks), IDENTITY_ISSUER (default IDENTITY_URL), API_AUDIENCE (default the local API).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Env } from '@cle/static-server/env';
import { remotes as topologyRemotes, defaultRemoteEntries } from '@cle/build/topology';
import type { ServerRemotes } from '../federation/server-remotes.mjs';
import { openDeployStore } from './deploy-store.mjs';
import type { DeployStore, Rollout } from './deploy-store.mjs';
import { DEVELOPMENT_TOKENS_FILE, readTokens } from './deploy-tokens';
import type { TeamToken } from './deploy-tokens';
import { registerDeployRoutes } from './deploy-routes';
import type { DeployedRemote } from './deploy-routes';
import { checkRelease } from './release-check';
import { createPointerSource } from './pointer-source';
import { registerVisitorCohort } from './visitor-cohort';
import { createStaffSessions, createTokenVerifier } from './staff-session';
import type { StaffSessionOptions, TokenVerifier } from './staff-session';
import type { PointerSource } from './pointer-source';
import type { RemoteEntry } from '../../src/federation/remotes-manifest';

const DEFAULT_TTL_MS = 2000;
const START_WAIT_MS = 5000;

export interface DeployService {
  pointers: PointerSource;
  /** registers the routes; `served` is the composition the shell serves now (after validation) */
  register(app: FastifyInstance, served: () => RemoteEntry[]): void;
  /** the visitor cookie and cohort of every request (before any route reads the composition) */
  registerCohort(app: FastifyInstance): void;
  /** the store, opened on first use (rejects while it cannot be opened) */
  store: () => Promise<DeployStore>;
}

export interface DeployServiceOptions {
  allowedOrigins: readonly string[];
  contractsMajor: number;
  /** the loader the smoke load runs through (its own instance: never the render's) */
  serverRemotes: ServerRemotes;
  /** the store (tests); else opened from the environment */
  store?: DeployStore;
  tokens?: readonly TeamToken[];
  /** each remote's releases base (tests); else where the topology puts the remote */
  bases?: Record<string, string>;
  env?: Env;
  /** where the pointer source says the store is down or back (default console.warn) */
  warn?: (line: string) => void;
  /** verifies a browser's access token (tests); else against the identity provider's keys */
  verify?: TokenVerifier;
}

/** The identity provider's keys, issuer and the API audience its access tokens carry (as the API reads them). */
function providerVerifier(env: Env): TokenVerifier {
  const identityUrl = (env.IDENTITY_URL ?? 'http://localhost:4001').replace(/\/+$/, '');
  return createTokenVerifier({
    jwksUrl: env.IDENTITY_JWKS_URL?.trim() || `${identityUrl}/jwks`,
    issuer: env.IDENTITY_ISSUER?.trim() || identityUrl,
    audience: (env.API_AUDIENCE?.trim() || 'http://localhost:4000').replace(/\/+$/, ''),
  });
}

const rolloutOf = (r: Rollout): NonNullable<DeployedRemote['rollout']> =>
  r.audience === 'staff' ? { release: r.release, staff: true } : { release: r.release, percent: r.percent };

/** Where each remote's releases live by default: the folder of its entry in the topology. */
function topologyBases(env: Env): Record<string, string> {
  return Object.fromEntries(
    defaultRemoteEntries(env).map(({ app, entry }) => [app, entry.replace(/remoteEntry\.js$/, '')]),
  );
}

/** The store, opened on first use and again after a failure: a store that is down at start never stops the shell. */
function storeOpener(opts: DeployServiceOptions, env: Env): () => Promise<DeployStore> {
  const open = (): Promise<DeployStore> =>
    opts.store
      ? Promise.resolve(opts.store)
      : openDeployStore({
          databaseUrl: env.DEPLOY_DATABASE_URL?.trim() || undefined,
          dataDir: path.resolve(
            env.DEPLOY_DATA_DIR ?? path.join(import.meta.dirname, '..', '..', '.data', 'deploy'),
          ),
        });
  let opening: Promise<DeployStore> | null = null;
  return () =>
    (opening ??= open().catch((err: unknown) => {
      opening = null;
      throw err;
    }));
}

/**
 * The pointers the shell's composition reads. A restarted shell serves the deployed pointers from its
 * first page; an embedded store slow to open (PGlite, development) holds the start back at most
 * START_WAIT_MS, the seed is served until it answers.
 */
async function startPointers(
  store: () => Promise<DeployStore>,
  env: Env,
  warn: DeployServiceOptions['warn'],
): Promise<PointerSource> {
  const ttl = Number(env.DEPLOY_POINTER_TTL_MS);
  const pointers = createPointerSource({
    load: async () => {
      const open = await store();
      const [deployed, rollouts, known] = await Promise.all([open.current(), open.rollouts(), open.known()]);
      return { deployed, rollouts, known };
    },
    ttlMs: ttl > 0 ? ttl : DEFAULT_TTL_MS,
    warn,
  });
  await Promise.race([
    pointers.refresh(),
    new Promise<void>((resolve) => setTimeout(resolve, START_WAIT_MS).unref()),
  ]);
  return pointers;
}

/** The staff sessions' signing key: made once in the store, read once per process (again after a failure). */
function sessionKey(store: () => Promise<DeployStore>): () => Promise<Buffer> {
  let key: Promise<Buffer> | null = null;
  return () =>
    (key ??= store()
      .then((s) => s.sessionKey())
      .catch((err: unknown) => {
        key = null;
        throw err;
      }));
}

/** Audits a QA override: from what this browser got (the remote's current release; null: the seed) to the candidate, and back. */
function overrideRecorder(
  store: () => Promise<DeployStore>,
  pointers: PointerSource,
): StaffSessionOptions['recordOverride'] {
  return async (action, remote, release, who) => {
    const current = pointers.current().deployed.find((d) => d.remote === remote)?.release ?? null;
    const set = action === 'override';
    await (
      await store()
    ).recordOverride(action, remote, set ? { from: current, to: release } : { from: release, to: current }, {
      who,
      why: set ? 'QA override in one browser session' : 'QA override reset',
    });
  };
}

/** A remote's app name by its federation name. */
const APP_OF = new Map(Object.entries(topologyRemotes).map(([app, r]) => [r.federationName, app]));

/** The composition the shell serves now, with where each pointer came from and any rollout. */
function compositionOf(served: RemoteEntry[], pointers: PointerSource): DeployedRemote[] {
  const { deployed: moved, rollouts } = pointers.current();
  const deployed = new Set(moved.map((d) => d.pointer.name));
  const staged = new Map(rollouts.map((r) => [r.pointer.name, r]));
  return served.map((r): DeployedRemote => ({
    remote: APP_OF.get(r.name) ?? r.name,
    release: r.release ?? null,
    entry: r.entry,
    ...(r.integrity ? { integrity: r.integrity } : {}),
    ...(r.contracts === undefined ? {} : { contracts: r.contracts }),
    source: deployed.has(r.name) ? 'deploy' : 'seed',
    ...(staged.has(r.name) ? { rollout: rolloutOf(staged.get(r.name)!) } : {}),
  }));
}

export async function createDeployService(opts: DeployServiceOptions): Promise<DeployService> {
  const env = opts.env ?? process.env;
  const store = storeOpener(opts, env);
  const tokens = opts.tokens ?? readTokens(env.DEPLOY_TOKENS_FILE?.trim() || DEVELOPMENT_TOKENS_FILE);
  const bases = opts.bases ?? topologyBases(env);
  const pointers = await startPointers(store, env, opts.warn);
  const remotes = Object.fromEntries(
    Object.entries(topologyRemotes).map(([app, r]) => [
      app,
      { federationName: r.federationName, base: bases[app]! },
    ]),
  );
  const sessions = createStaffSessions({
    verify: opts.verify ?? providerVerifier(env),
    key: sessionKey(store),
    remotes: Object.keys(topologyRemotes),
    known: () => pointers.current().known,
    allowedOrigins: opts.allowedOrigins,
    recordOverride: overrideRecorder(store, pointers),
  });
  return {
    pointers,
    store,
    registerCohort(app) {
      registerVisitorCohort(
        app,
        () => pointers.current().rollouts.some((r) => r.audience === 'percent'),
        (req) => sessions.visitor(req),
      );
    },
    register(app, served) {
      sessions.register(app);
      registerDeployRoutes(app, {
        store,
        tokens,
        remotes,
        check: (name, base, release) =>
          checkRelease(name, base, release, {
            allowedOrigins: opts.allowedOrigins,
            contractsMajor: opts.contractsMajor,
            serverRemotes: opts.serverRemotes,
          }),
        moved: () => pointers.refresh(),
        composition: () => compositionOf(served(), pointers),
      });
    },
  };
}
