// The identity server: starts oidc-provider with its store, keys and accounts, behind the Fastify app
// of http-app.ts on a node:http server.
import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { trustFromEnv } from '@cle/static-server/trusted-proxies';
import type Provider from 'oidc-provider';
import { createAccountStore, SEED_ACCOUNTS } from './accounts';
import { loadSettings, SEED_ACCOUNTS_FLAG } from './config';
import type { IdentitySettings } from './config';
import { createDbAdapter } from './db-adapter';
import { openIdentityDb } from './db';
import type { IdentityDb } from './db';
import { loadSharedKeys, publicJwks } from './keys';
import { createLoginThrottle } from './login-throttle';
import { createRequestLimiter } from './request-limits';
import { createProvider } from './provider';
import { createIdentityLogger } from './request-log';
import type { Logger } from './request-log';
import { buildHttpApp } from './http-app';
import { siteContext } from './site-context';

export interface IdentityServer {
  server: http.Server;
  logger: Logger;
  provider: Provider;
  db: IdentityDb;
  settings: IdentitySettings;
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the identity server. With `port: 0` it listens on a free port, and the issuer (unless given)
 * becomes http://localhost:<that port>.
 */
export async function startIdentityServer(
  overrides: Partial<IdentitySettings> = {},
  { logger = createIdentityLogger() }: { logger?: Logger } = {},
): Promise<IdentityServer> {
  const requested = loadSettings(process.env, overrides);
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(requested.port, '0.0.0.0', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const settings = loadSettings(process.env, {
    ...overrides,
    port,
    issuer: overrides.issuer ?? (requested.port === 0 ? `http://localhost:${port}` : requested.issuer),
  });

  let db: IdentityDb | undefined;
  let app: FastifyInstance | undefined;
  try {
    db = await openIdentityDb(settings, logger);
    const keys = await loadSharedKeys(db, settings.dataDir, settings);
    // The seeded people exist only when asked for (settings.seedAccounts); otherwise nobody can sign in.
    const accounts = await createAccountStore(settings.seedAccounts ? SEED_ACCOUNTS : []);
    if (!settings.seedAccounts)
      logger.warn(`no accounts loaded: set ${SEED_ACCOUNTS_FLAG}=true to load the seeded people`);
    const store = createDbAdapter(db, { maxRows: settings.storeMaxRows, logger });
    const postedBySite = new WeakSet<IncomingMessage>();
    const provider = createProvider(settings, keys, accounts, store.Adapter, (req) => postedBySite.has(req));
    provider.on('server_error', (_ctx, error) => logger.error({ err: error }, 'provider server_error'));
    app = await buildHttpApp(server, {
      ctx: siteContext(settings, provider, accounts),
      jwks: publicJwks(keys.jwks),
      throttle: createLoginThrottle(db, settings.throttle),
      requests: createRequestLimiter(db, settings.requestLimits),
      postedBySite,
      logger,
      // the client is the first address from the right no trusted hop vouches for (TRUSTED_PROXIES,
      // decision 055): throttling counts by it and the log shows it
      trust: trustFromEnv(),
    });
    const [opened, fastify] = [db, app];
    return {
      server,
      logger,
      provider,
      db: opened,
      settings,
      url: `http://localhost:${port}`,
      close: async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await fastify.close();
        store.stop();
        await opened.close();
      },
    };
  } catch (error) {
    server.close();
    await app?.close();
    await db?.close();
    throw error;
  }
}
