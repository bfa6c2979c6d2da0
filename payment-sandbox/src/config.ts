// Settings of the payment sandbox, read once from the environment (and the shared topology for the port):
//   PORT                  default 4002 (topology 'payment-sandbox')
//   PAYMENT_URL           its public origin: the issuer of its JWTs and where browsers load its script and frames
//   SITE_ORIGINS / SITE_ORIGIN  the origins allowed as targetOrigins (may frame the fields, receive messages)
//   PAYMENT_MERCHANT_KEY  the merchant secret a capture-context request must carry (server to server)
//   CAPTURE_CONTEXT_TTL   seconds a capture context (one card form session) lives, default 900
//   TRANSIENT_TOKEN_TTL   seconds a transient token lives, default 900
//   PAYMENT_DATA_DIR      where the signing key is kept across restarts
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// Relative path (not @cle/build): the sandbox image installs only this workspace's dependencies.
import * as topology from '../../shared/build/src/topology.js';
import { positiveSeconds, trimSlash } from '@cle/static-server/env';
import type { Env } from '@cle/static-server/env';
import { originList } from '@cle/static-server/security-headers';
import { problems, publicUrlProblem, secretProblem } from '@cle/static-server/production-profile';

/** The published development merchant key (like the seeded passwords: not a secret). */
export const DEV_MERCHANT_KEY = 'cle-sandbox-merchant-key';

export interface SandboxSettings {
  port: number;
  publicUrl: string;
  targetOrigins: string[];
  merchantKey: string;
  captureContextTtl: number;
  transientTokenTtl: number;
  dataDir: string;
  /** the clock (tests move it to make expired tokens) */
  now: () => number;
}

const defaultDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '.data');

/** What the production profile refuses here (decision 056); server.ts checks it before it listens. */
export function sandboxProductionProblems(env: Env): string[] {
  return problems(
    secretProblem(env, 'PAYMENT_MERCHANT_KEY', 'a merchant key of your own, from a secret'),
    publicUrlProblem(env, 'PAYMENT_URL', "this provider's public origin"),
    publicUrlProblem(
      env,
      env.SITE_ORIGINS?.trim() ? 'SITE_ORIGINS' : 'SITE_ORIGIN',
      "the site's public origin",
    ),
  );
}

export function loadSettings(
  env: Env = process.env,
  overrides: Partial<SandboxSettings> = {},
): SandboxSettings {
  const port = overrides.port ?? Number(env.PORT ?? topology.services['payment-sandbox']?.port ?? 4002);
  const merchantKey = overrides.merchantKey ?? env.PAYMENT_MERCHANT_KEY ?? DEV_MERCHANT_KEY;
  return {
    port,
    publicUrl: trimSlash(overrides.publicUrl ?? env.PAYMENT_URL ?? topology.paymentOrigin),
    targetOrigins:
      overrides.targetOrigins ??
      originList(env.SITE_ORIGINS ?? env.SITE_ORIGIN ?? topology.siteOrigin, 'SITE_ORIGINS'),
    merchantKey,
    captureContextTtl: overrides.captureContextTtl ?? positiveSeconds(env, 'CAPTURE_CONTEXT_TTL', 900),
    transientTokenTtl: overrides.transientTokenTtl ?? positiveSeconds(env, 'TRANSIENT_TOKEN_TTL', 900),
    dataDir: overrides.dataDir ?? env.PAYMENT_DATA_DIR ?? defaultDataDir,
    now: overrides.now ?? Date.now,
  };
}
