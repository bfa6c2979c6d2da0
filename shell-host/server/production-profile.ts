// The shell server's production profile (decision 056): the addresses the browser is sent to (the
// identity provider, the remotes, the card provider, the site itself) must be public ones, and the API
// it proxies to must be named; the deploy service's tokens and store must be the operator's own.
// server.mts checks these before it listens.
import { remotes, remoteUrlEnv } from '@cle/build/topology';
import { databaseUrlProblem, problems, publicUrlProblem } from '@cle/static-server/production-profile';
import type { Env } from '@cle/static-server/env';
import { publishedTokens, readTokens } from './deploy/deploy-tokens';

/** The deploy service's tokens (decision 063): a file of the operator's, holding no published token. */
function deployTokensProblem(env: Env): string | null {
  const file = env.DEPLOY_TOKENS_FILE?.trim();
  const what = "a file of your teams' deploy tokens, from a secret";
  if (!file)
    return `DEPLOY_TOKENS_FILE is unset (the deploy tokens published in this repository are used); set it to ${what}`;
  let teams;
  try {
    teams = readTokens(file);
  } catch (err) {
    return `DEPLOY_TOKENS_FILE cannot be used (${(err as Error).message}); set it to ${what}`;
  }
  const published = publishedTokens();
  const named = teams.filter((t) => published.includes(t.token)).map((t) => t.team);
  return named.length
    ? `DEPLOY_TOKENS_FILE holds tokens published in this repository (${named.join(', ')}); set it to ${what}`
    : null;
}

/** The deploy service's store: PostgreSQL every replica shares, with a password of its own. */
function deployDatabaseProblem(env: Env): string | null {
  const url = env.DEPLOY_DATABASE_URL?.trim();
  if (!url)
    return 'DEPLOY_DATABASE_URL is unset (an embedded database in shell-host/.data/deploy, one per replica); set it to your PostgreSQL server';
  return (
    databaseUrlProblem({ DATABASE_URL: url }, '')?.replace('DATABASE_URL', 'DEPLOY_DATABASE_URL') ?? null
  );
}

export function shellProductionProblems(env: Env): string[] {
  // remote code comes from REMOTE_ORIGINS, else from each remote's MFE_*_URL (localhost by default)
  const remoteChecks = env.REMOTE_ORIGINS?.trim()
    ? [publicUrlProblem(env, 'REMOTE_ORIGINS', 'the public origins of the remotes')]
    : Object.keys(remotes).map((name) =>
        publicUrlProblem(env, remoteUrlEnv(name), `the public origin of ${name}`),
      );
  return problems(
    publicUrlProblem(env, 'SITE_ORIGIN', "the site's public origin, like https://www.example.org"),
    publicUrlProblem(env, 'IDENTITY_URL', "the identity provider's public URL"),
    publicUrlProblem(env, 'PAYMENT_URL', "the card provider's public origin"),
    ...remoteChecks,
    deployTokensProblem(env),
    deployDatabaseProblem(env),
    !env.API_URL?.trim() &&
      'API_URL is unset (the default is the development API on localhost:4000); set it to where this server reaches the API',
  );
}
