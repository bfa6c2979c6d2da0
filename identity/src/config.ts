// Settings of the identity provider, read once from the environment (and the shared topology for the port).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as topology from '@cle/build/topology';
import { positiveSeconds, trimSlash } from '@cle/static-server/env';
import type { Env } from '@cle/static-server/env';
import { originList } from '@cle/static-server/security-headers';
import {
  databaseUrlProblem,
  isLocalProduction,
  isProduction,
  problems,
  publicUrlProblem,
} from '@cle/static-server/production-profile';
import { DEFAULT_THROTTLE } from './login-throttle';
import type { ThrottleSettings } from './login-throttle';
import { DEFAULT_REQUEST_LIMITS } from './request-limits';
import type { RequestLimits } from './request-limits';

export const CLIENT_ID = 'cle-site';

export interface IdentitySettings {
  /** Port to listen on (0 = any free port). */
  port: number;
  /** Issuer URL (no trailing slash); defaults to http://localhost:<port>. */
  issuer: string;
  /** Origins of the site (the shell): redirect URIs, post-logout URI and CORS are derived from them. */
  siteOrigins: string[];
  /** The API's audience: the default resource every access token is issued for. */
  apiAudience: string;
  /**
   * Access-token lifetime in seconds: short (60 by default), because the API checks tokens by
   * signature only, so a token outlives a sign-out by at most this long (decision record 030).
   */
  accessTokenTtl: number;
  /** Access-token lifetime in seconds for the account u-short (lets tests watch renewal). */
  shortTokenTtl: number;
  /** Folder of the PGlite store (<dataDir>/store) when there is no DATABASE_URL, and of jwks.json. */
  dataDir: string;
  /** The API's PostgreSQL (DATABASE_URL): sessions, keys and sign-in counts shared by every replica. */
  databaseUrl?: string;
  /** Most rows the provider's store keeps (IDENTITY_STORE_MAX_ROWS). */
  storeMaxRows: number;
  /** Sign-in throttling (per client on an account, per account, per client; decision 054). */
  throttle: ThrottleSettings;
  /** Requests per client per window on /auth, /token and the sign-in form (IDENTITY_RATE_*; decision 054). */
  requestLimits: RequestLimits;
  /**
   * Load the seeded people (retail@example.com and the others with known passwords): only when told to,
   * with IDENTITY_SEED_ACCOUNTS=true (npm start, npm test and the compose stack set it), never in production.
   */
  seedAccounts: boolean;
  /** IDENTITY_SIGNING_KEY_FILE: a private RSA JWKS from a secret; unset, a key is generated and kept */
  signingKeyFile?: string;
  /** IDENTITY_COOKIE_KEYS: cookie signing secrets, newest first; unset, generated and kept in the store */
  cookieKeys?: string[];
}

export const SEED_ACCOUNTS_FLAG = 'IDENTITY_SEED_ACCOUNTS';

/**
 * IDENTITY_SEED_ACCOUNTS: 'true'/'1' loads the seeded people; refused when NODE_ENV is production,
 * unless CLE_LOCAL_PRODUCTION says this is a production build on a development machine.
 */
export function seedAccountsFrom(env: Env): boolean {
  const raw = (env[SEED_ACCOUNTS_FLAG] ?? '').trim().toLowerCase();
  if (!['', 'true', '1', 'false', '0'].includes(raw))
    throw new Error(`${SEED_ACCOUNTS_FLAG} must be true or false`);
  const wanted = raw === 'true' || raw === '1';
  if (wanted && isProduction(env) && !isLocalProduction(env))
    throw new Error(
      `${SEED_ACCOUNTS_FLAG} is refused when NODE_ENV=production: the seeded people have published passwords`,
    );
  return wanted;
}

function positiveCount(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number`);
  return value;
}

/** IDENTITY_RATE_WINDOW_SECONDS and IDENTITY_RATE_LIMIT_{AUTH,TOKEN,SIGN_IN}; unset: the defaults. */
export function requestLimitsFrom(env: Env): RequestLimits {
  const d = DEFAULT_REQUEST_LIMITS;
  return {
    windowSeconds: positiveCount(env, 'IDENTITY_RATE_WINDOW_SECONDS', d.windowSeconds),
    auth: positiveCount(env, 'IDENTITY_RATE_LIMIT_AUTH', d.auth),
    token: positiveCount(env, 'IDENTITY_RATE_LIMIT_TOKEN', d.token),
    signIn: positiveCount(env, 'IDENTITY_RATE_LIMIT_SIGN_IN', d.signIn),
  };
}

const MIN_COOKIE_KEY_LENGTH = 32;

/** IDENTITY_COOKIE_KEYS: comma-separated, each 32 characters or more; unset or blank: none given. */
export function cookieKeysFrom(env: Env): string[] | undefined {
  const keys = (env.IDENTITY_COOKIE_KEYS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (keys.some((k) => k.length < MIN_COOKIE_KEY_LENGTH))
    throw new Error(`IDENTITY_COOKIE_KEYS: each key must be at least ${MIN_COOKIE_KEY_LENGTH} characters`);
  return keys.length ? keys : undefined;
}

/** What the production profile refuses here (decision 056); the server checks it before it opens anything. */
export function identityProductionProblems(env: Env): string[] {
  const seeded = (env[SEED_ACCOUNTS_FLAG] ?? '').trim().toLowerCase();
  return problems(
    (seeded === 'true' || seeded === '1') &&
      `${SEED_ACCOUNTS_FLAG} loads the seeded people, whose passwords are published; leave it unset`,
    publicUrlProblem(env, env.ISSUER?.trim() ? 'ISSUER' : 'IDENTITY_URL', "this provider's public URL"),
    publicUrlProblem(env, 'API_AUDIENCE', "the API's public URL"),
    publicUrlProblem(
      env,
      env.SITE_ORIGINS?.trim() ? 'SITE_ORIGINS' : 'SITE_ORIGIN',
      "the site's public origin",
    ),
    databaseUrlProblem(env, 'the embedded PGlite store in the data folder, one machine only'),
    !env.IDENTITY_SIGNING_KEY_FILE?.trim() &&
      'IDENTITY_SIGNING_KEY_FILE is unset (a signing key is generated into the data folder); set it to a file holding your private RSA JWKS, from a secret',
    !env.IDENTITY_COOKIE_KEYS?.trim() &&
      'IDENTITY_COOKIE_KEYS is unset (cookie keys are generated into the store); set it to secrets of 32+ characters, comma-separated, newest first',
  );
}

const defaultDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '.data');

/**
 * ISSUER falls back to IDENTITY_URL and SITE_ORIGINS to SITE_ORIGIN (the names docker-compose passes),
 * then to the local topology.
 */
export function loadSettings(
  env: Env = process.env,
  overrides: Partial<IdentitySettings> = {},
): IdentitySettings {
  const port = overrides.port ?? Number(env.PORT ?? topology.services.identity?.port ?? 4001);
  const issuer = trimSlash(overrides.issuer ?? env.ISSUER ?? env.IDENTITY_URL ?? `http://localhost:${port}`);
  return {
    port,
    issuer,
    siteOrigins:
      overrides.siteOrigins ??
      originList(env.SITE_ORIGINS ?? env.SITE_ORIGIN ?? topology.siteOrigin, 'SITE_ORIGINS'),
    apiAudience: trimSlash(overrides.apiAudience ?? env.API_AUDIENCE ?? 'http://localhost:4000'),
    accessTokenTtl: overrides.accessTokenTtl ?? positiveSeconds(env, 'ACCESS_TOKEN_TTL', 60),
    shortTokenTtl: overrides.shortTokenTtl ?? positiveSeconds(env, 'SHORT_TOKEN_TTL', 15),
    dataDir: overrides.dataDir ?? env.IDENTITY_DATA_DIR ?? defaultDataDir,
    databaseUrl: 'databaseUrl' in overrides ? overrides.databaseUrl : env.DATABASE_URL || undefined,
    storeMaxRows: overrides.storeMaxRows ?? positiveCount(env, 'IDENTITY_STORE_MAX_ROWS', 100_000),
    throttle: overrides.throttle ?? DEFAULT_THROTTLE,
    requestLimits: overrides.requestLimits ?? requestLimitsFrom(env),
    seedAccounts: overrides.seedAccounts ?? seedAccountsFrom(env),
    signingKeyFile:
      'signingKeyFile' in overrides
        ? overrides.signingKeyFile
        : env.IDENTITY_SIGNING_KEY_FILE?.trim() || undefined,
    cookieKeys: 'cookieKeys' in overrides ? overrides.cookieKeys : cookieKeysFrom(env),
  };
}
