// The API's production profile (decision 056): every setting that, left to its default or set to a
// value published in this repository, must not reach production. server.ts checks these before it
// opens the database; the rules of "published" and "local" are @cle/static-server/production-profile's.
import {
  databaseUrlProblem,
  problems,
  publicUrlProblem,
  secretProblem,
} from '@cle/static-server/production-profile';
import type { Env } from '@cle/static-server/env';

/** Every problem of this environment for a production API (empty when there is none). */
export function apiProductionProblems(env: Env): string[] {
  const embedded = !env.DATABASE_URL?.trim();
  // the site origin: SITE_ORIGIN, else SITE_URL (the mailer's older name), else localhost:3000
  const siteSetting = env.SITE_ORIGIN?.trim() || !env.SITE_URL?.trim() ? 'SITE_ORIGIN' : 'SITE_URL';
  return problems(
    secretProblem(env, 'PAYMENT_MERCHANT_KEY', "your card provider's merchant key, from a secret"),
    secretProblem(
      env,
      'MEDIA_SIGNING_SECRET',
      '32 or more random characters from a secret, the same on every replica',
    ),
    databaseUrlProblem(env, 'the embedded PGlite database in the API folder'),
    embedded &&
      env.API_AUTO_SEED?.trim() !== '0' &&
      'API_AUTO_SEED: the embedded database seeds itself with the demonstration catalogue; seed PostgreSQL with `npm run seed -w @cle/api`',
    publicUrlProblem(env, 'IDENTITY_URL', "the identity provider's public URL"),
    env.IDENTITY_ISSUER?.trim() && publicUrlProblem(env, 'IDENTITY_ISSUER', "the identity provider's issuer"),
    publicUrlProblem(env, 'API_AUDIENCE', "this API's public URL (the audience its tokens are issued for)"),
    publicUrlProblem(env, siteSetting, "the site's public origin, like https://www.example.org"),
    publicUrlProblem(env, 'ALLOWED_ORIGINS', "the site's public origin and your integrators' origins"),
    publicUrlProblem(env, 'PAYMENT_URL', "your card provider's public origin"),
    !env.SMTP_HOST?.trim() &&
      'SMTP_HOST is unset (mail goes to the development sink on 127.0.0.1:2525); set it to your mail relay',
  );
}
