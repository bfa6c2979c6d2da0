// Starts the OpenID Connect provider on its topology port (PORT overrides). Settings: see config.ts.
import { startIdentityServer } from './app';

const started = Date.now();
const identity = await startIdentityServer();
const { settings } = identity;
console.log(
  `identity on http://localhost:${settings.port} (issuer ${settings.issuer}, site ${settings.siteOrigins.join(', ')}, ` +
    `API audience ${settings.apiAudience}, access tokens ${settings.accessTokenTtl} s, u-short ${settings.shortTokenTtl} s) ` +
    `in ${Date.now() - started} ms`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void identity.close().then(() => process.exit(0));
  });
}
