// The production profile (decision 056): with NODE_ENV=production a service refuses to start while any
// setting holds a value published in this repository or a development default (localhost addresses,
// the sandbox merchant keys, the compose and test PostgreSQL passwords). Each service lists its own
// problems; the rules of "published" and "local" and the refusal itself live here, once.
// CLE_LOCAL_PRODUCTION=1 ("a production build on a development machine": npm start, the e2e suite,
// the benchmarks, the local compose stack) turns the refusal into one warning line.
import type { Env } from './env';

const LOCAL_PRODUCTION_FLAG = 'CLE_LOCAL_PRODUCTION';

/** Secrets written in this repository (scripts, compose, tests): never secret in production. */
const PUBLISHED_SECRETS: readonly string[] = [
  // the payment sandbox's development key and the local compose stack's fallback
  'cle-sandbox-merchant-key',
  'cle-compose-merchant-key',
  // the API's development media signing secret (api/src/media/media-grant.ts)
  'cle-development-media-signing-secret-do-not-use-in-production',
];

/** PostgreSQL passwords the repository uses: compose (cle-local), the test scripts (cle_test), fallbacks. */
const PUBLISHED_DATABASE_PASSWORDS: readonly string[] = ['cle', 'cle_test', 'cle-local', 'postgres'];

export const isProduction = (env: Env) => (env.NODE_ENV ?? '').trim().toLowerCase() === 'production';

export function isLocalProduction(env: Env): boolean {
  const raw = (env[LOCAL_PRODUCTION_FLAG] ?? '').trim().toLowerCase();
  return raw === '1' || raw === 'true';
}

export const isPublishedSecret = (value: string | undefined) =>
  value !== undefined && PUBLISHED_SECRETS.includes(value.trim());

const LOCAL_HOST = /^(localhost|.*\.localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1?\])$/i;

/** Whether a URL (or bare origin) points at this machine: localhost, 127.x, ::1, 0.0.0.0. */
export function isLocalUrl(raw: string): boolean {
  try {
    return LOCAL_HOST.test(new URL(raw.trim()).hostname);
  } catch {
    return false;
  }
}

/**
 * A URL setting that must name a public address in production: the problem when it is unset (the
 * default points at this machine) or local, else null.
 */
export function publicUrlProblem(env: Env, name: string, what: string): string | null {
  const value = env[name]?.trim();
  if (!value) return `${name} is unset (the default is a localhost address); set it to ${what}`;
  const local = value.split(',').find((v) => isLocalUrl(v));
  return local ? `${name} names ${local.trim()}, a local address; set it to ${what}` : null;
}

/** A secret setting: unset (the published default is used) or one of the published values. */
export function secretProblem(env: Env, name: string, what = 'a secret of your own'): string | null {
  const value = env[name];
  if (value === undefined || value.trim() === '')
    return `${name} is unset (the published development value is used); set it to ${what}`;
  return isPublishedSecret(value)
    ? `${name} is a value published in this repository; set it to ${what}`
    : null;
}

/** DATABASE_URL: needed (else an embedded development database) and with a password of its own. */
export function databaseUrlProblem(env: Env, embedded: string): string | null {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return `DATABASE_URL is unset (${embedded}); set it to your PostgreSQL server`;
  let password = '';
  try {
    password = decodeURIComponent(new URL(raw).password);
  } catch {
    return 'DATABASE_URL is not a URL; set it to postgres://user:password@host:5432/database';
  }
  if (!password) return null; // peer, certificate or PGPASSWORD/.pgpass authentication
  return PUBLISHED_DATABASE_PASSWORDS.includes(password)
    ? `DATABASE_URL's password is published in this repository; set a password of your own from a secret`
    : null;
}

/** The problems that apply, without the nulls. */
export const problems = (...found: (string | null | false | undefined)[]): string[] =>
  found.filter((p): p is string => typeof p === 'string');

export interface ProfileOutcome {
  /** 'refuse': the service must exit 1; 'warn': it starts, having said so; 'ok': nothing to say */
  verdict: 'ok' | 'warn' | 'refuse';
  /** the one line written to stderr (empty when verdict is ok) */
  line: string;
}

/** What the profile says about these problems under this environment (no output, no exit). */
export function judgeProfile(service: string, found: string[], env: Env): ProfileOutcome {
  if (!isProduction(env) || !found.length) return { verdict: 'ok', line: '' };
  if (isLocalProduction(env))
    return {
      verdict: 'warn',
      line: `${service}: ${LOCAL_PRODUCTION_FLAG}=1, a production build on a development machine, with published or local values: ${found.join('; ')}`,
    };
  return {
    verdict: 'refuse',
    line: `${service}: refusing to start with NODE_ENV=production: ${found.join('; ')}`,
  };
}

/** Called by each server before it opens anything: warns, or exits 1 with one line naming every problem. */
export function enforceProductionProfile(service: string, found: string[], env: Env = process.env): void {
  const { verdict, line } = judgeProfile(service, found, env);
  if (verdict === 'ok') return;
  console.error(line);
  if (verdict === 'refuse') process.exit(1);
}
