// The shell server's production profile (decision 056): the addresses the browser is sent to (the
// identity provider, the remotes, the card provider, the site itself) must be public ones, and the API
// it proxies to must be named. server.mts checks these before it listens.
import { remotes, remoteUrlEnv } from '@cle/build/topology';
import { problems, publicUrlProblem } from '@cle/static-server/production-profile';
import type { Env } from '@cle/static-server/env';

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
    !env.API_URL?.trim() &&
      'API_URL is unset (the default is the development API on localhost:4000); set it to where this server reaches the API',
  );
}
