// What the identity server's own routes share: the provider, the accounts, the client's address as the
// trusted proxies tell it, CORS for the site's origins, and the link back to the site.
import type { IncomingMessage } from 'node:http';
import type Provider from 'oidc-provider';
import type { AccountStore } from './accounts';
import type { IdentitySettings } from './config';
import type { Headers } from './http-reply';
// By path, not @cle/static-server: the identity image installs only this workspace's dependencies.
import {
  clientAddress as clientAddressOf,
  trustFromEnv,
} from '../../shared/static-server/src/trusted-proxies';
import type { TrustProxy } from '../../shared/static-server/src/trusted-proxies';

export interface SiteContext {
  settings: IdentitySettings;
  provider: Provider;
  accounts: AccountStore;
  trust: TrustProxy;
  clientAddress(req: IncomingMessage): string;
  corsFor(req: IncomingMessage, extra?: Headers): Headers;
  backToSite: { href: string; text: string } | undefined;
}

export function siteContext(
  settings: IdentitySettings,
  provider: Provider,
  accounts: AccountStore,
): SiteContext {
  const { siteOrigins } = settings;
  // The client is the first address from the right no trusted hop vouches for (TRUSTED_PROXIES,
  // decision 055): throttling counts by it and the log shows it.
  const trust = trustFromEnv();
  return {
    settings,
    provider,
    accounts,
    trust,
    clientAddress: (req) => clientAddressOf(req, trust),
    /** CORS headers for a credentialed call from one of the site's origins; nothing for any other origin. */
    corsFor(req, extra = {}) {
      const origin = req.headers.origin;
      if (!origin || !siteOrigins.includes(origin)) return { Vary: 'Origin' };
      return {
        Vary: 'Origin',
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        ...extra,
      };
    },
    backToSite: siteOrigins[0] ? { href: siteOrigins[0], text: 'Back to the PLI site' } : undefined,
  };
}
