// Starts the OpenID Connect provider on its topology port (PORT overrides). Settings: see config.ts.
import { startIdentityServer } from './app';

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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    logger.info({ signal }, 'shutting down');
    void identity.close().then(() => process.exit(0));
  });
}
