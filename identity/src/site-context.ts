// What the identity server's own routes share: the settings, the provider, the accounts and the link
// back to the site.
import type Provider from 'oidc-provider';
import type { AccountStore } from './accounts';
import type { IdentitySettings } from './config';

export interface SiteContext {
  settings: IdentitySettings;
  provider: Provider;
  accounts: AccountStore;
  backToSite: { href: string; text: string } | undefined;
}

export function siteContext(
  settings: IdentitySettings,
  provider: Provider,
  accounts: AccountStore,
): SiteContext {
  const first = settings.siteOrigins[0];
  return {
    settings,
    provider,
    accounts,
    backToSite: first ? { href: first, text: 'Back to the PLI site' } : undefined,
  };
}
