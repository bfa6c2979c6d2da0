// Starts the OpenID Connect provider on its topology port (PORT overrides). Settings: see config.ts.
import { startIdentityServer } from './app';
// by path, as app.ts does: the identity image installs only this workspace's dependencies
import { closeOnSignals } from '../../shared/static-server/src/shutdown';

const started = Date.now();
const identity = await startIdentityServer();
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
