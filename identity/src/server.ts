// Starts the OpenID Connect provider on its topology port (PORT overrides). Settings: see config.ts.
import { startIdentityServer } from './app';
import { identityProductionProblems } from './config';
import { enforceProductionProfile } from '@cle/static-server/production-profile';
import { closeOnSignals } from '@cle/static-server/shutdown';

const started = Date.now();
// NODE_ENV=production with a published or development value: one line naming each, exit 1 (decision 056)
enforceProductionProfile('identity', identityProductionProblems(process.env));
// One short report instead of Node's uncaught-error print, which quotes the throwing line: inside
// PGlite's minified build that is hundreds of kilobytes of source in the log.
const identity = await startIdentityServer().catch((error: unknown) => {
  console.error(
    `identity: could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
const { settings, logger } = identity;
logger.info(
  {
    port: settings.port,
    issuer: settings.issuer,
    siteOrigins: settings.siteOrigins,
    apiAudience: settings.apiAudience,
    accessTokenTtl: settings.accessTokenTtl,
    shortTokenTtl: settings.shortTokenTtl,
    startupMs: Date.now() - started,
  },
  `identity on http://localhost:${settings.port}`,
);

// the store closes once, however often the signal arrives (see closeOnSignals)
closeOnSignals(() => identity.close(), logger);
