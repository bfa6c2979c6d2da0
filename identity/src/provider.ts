// The oidc-provider configuration: one first-party public client, JWT access tokens for the API,
// the CLE claims, auto-consent, a sign-out that asks unless the site posted it, CORS only for the
// site origins, and storage and keys in the database.
import Provider, { errors } from 'oidc-provider';
import type { Adapter, ClientMetadata, Configuration, Grant, KoaContext } from 'oidc-provider';
import { trustedProxiesFromEnv } from '@cle/static-server/trusted-proxies';
import { claimsOf } from './accounts';
import type { AccountStore } from './accounts';
import { CLIENT_ID } from './config';
import type { IdentitySettings } from './config';
import type { SharedKeys } from './keys';
import { messagePage, signingOutPage, signOutQuestionPage } from './views';

/** Claims each scope releases (id_token and userinfo). `cle` alone releases all the CLE claims. */
export const SCOPE_CLAIMS: Record<string, string[]> = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name'],
  email: ['email', 'email_verified'],
  cle: [
    'name',
    'given_name',
    'family_name',
    'email',
    'IndividualSK',
    'OrganizationSK',
    'IsLMSAdmin',
    'isPLIEmployee',
    'roles',
  ],
};

/** Scopes an access token for the API may carry. */
const API_SCOPES = ['openid', 'profile', 'email', 'cle'];

function redirectUris(siteOrigins: string[]) {
  return {
    redirect_uris: siteOrigins.flatMap((o) => [`${o}/signin-callback`, `${o}/silent-callback.html`]),
    post_logout_redirect_uris: siteOrigins.map((o) => `${o}/signout-callback`),
  };
}

/** First-party client: grant what it asks for (OIDC scopes, claims, the API's scopes) without a consent screen. */
async function autoGrant(ctx: KoaContext, grant: Grant | undefined): Promise<Grant> {
  const { oidc } = ctx;
  const g =
    grant ?? new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
  const oidcScope = [...oidc.requestParamOIDCScopes].join(' ');
  if (oidcScope) g.addOIDCScope(oidcScope);
  if (oidc.requestParamClaims.size) g.addOIDCClaims([...oidc.requestParamClaims]);
  for (const [indicator, resourceServer] of Object.entries(oidc.resourceServers)) {
    const scope = [...oidc.requestParamScopes].filter((s) => resourceServer.scopes.has(s)).join(' ');
    if (scope) g.addResourceScope(indicator, scope);
  }
  await g.save();
  return g;
}

/** The one first-party client: the site, public (PKCE), code flow only. */
function siteClient(siteOrigins: string[]): ClientMetadata {
  return {
    client_id: CLIENT_ID,
    client_name: 'PLI',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    // Renewal is silent sign-in through an iframe (prompt=none), so no refresh tokens.
    grant_types: ['authorization_code'],
    response_types: ['code'],
    ...redirectUris(siteOrigins),
    id_token_signed_response_alg: 'RS256',
  };
}

/** Who the people are: their claims, the claims access tokens carry, and the site's automatic grant. */
function accountCallbacks(
  accounts: AccountStore,
): Pick<Configuration, 'findAccount' | 'extraTokenClaims' | 'loadExistingGrant'> {
  return {
    async findAccount(_ctx, sub) {
      const account = accounts.findById(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ sub, ...claimsOf(account) }) };
    },

    extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = accounts.findById(token.accountId);
      if (!account) return undefined;
      const { email_verified: _verified, ...claims } = claimsOf(account);
      return claims;
    },

    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const accountId = oidc.session?.accountId;
      if (!oidc.client || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(oidc.client.clientId);
      let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (grant && grant.accountId !== accountId) grant = undefined;
      return oidc.client.clientId === CLIENT_ID ? autoGrant(ctx, grant) : grant;
    },
  };
}

/** Every access token is a JWT for the API unless the client names another resource (there is no other). */
function apiResource(apiAudience: string): NonNullable<Configuration['features']>['resourceIndicators'] {
  return {
    enabled: true,
    async defaultResource(_ctx, _client, oneOf) {
      if (oneOf) return oneOf.includes(apiAudience) ? apiAudience : oneOf;
      return apiAudience;
    },
    useGrantedResource: () => true,
    async getResourceServerInfo(_ctx, indicator) {
      if (indicator !== apiAudience) throw new errors.InvalidTarget();
      return {
        scope: API_SCOPES.join(' '),
        audience: apiAudience,
        accessTokenFormat: 'jwt',
        jwt: { sign: { alg: 'RS256' } },
      };
    },
  };
}

type BackToSite = { href: string; text: string } | undefined;

/**
 * The site's own sign-out is a form POST from a site origin (site-routes.ts): it completes at once.
 * Anything else (a link, an image, another site's form) only asks; the answer posts the provider's
 * form with its xsrf token.
 */
function signOut(
  postedBySite: (req: KoaContext['req']) => boolean,
  backToSite: BackToSite,
): NonNullable<Configuration['features']>['rpInitiatedLogout'] {
  return {
    enabled: true,
    logoutSource(ctx, form) {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = postedBySite(ctx.req) ? signingOutPage(form) : signOutQuestionPage(form, backToSite);
    },
    postLogoutSuccessSource(ctx) {
      ctx.body = messagePage('You are signed out', 'You have signed out of the PLI site.', backToSite);
    },
  };
}

function lifetimes(settings: IdentitySettings, accounts: AccountStore): Configuration['ttl'] {
  return {
    AccessToken: (_ctx, token) =>
      token.accountId && accounts.findById(token.accountId)?.shortLivedTokens
        ? settings.shortTokenTtl
        : settings.accessTokenTtl,
    AuthorizationCode: 60,
    IdToken: 60 * 60,
    Interaction: 60 * 60,
    Session: 12 * 60 * 60,
    Grant: 12 * 60 * 60,
  };
}

/**
 * CORS is an allowlist: discovery and JWKS (which the provider opens to every origin) and the
 * client endpoints keep their CORS headers only for the site's origins.
 */
function corsOnlyForSite(provider: Provider, allowedOrigin: (origin: string | undefined) => boolean) {
  provider.use(async (ctx, next) => {
    const origin = ctx.get('Origin');
    try {
      await next();
    } finally {
      if (origin && !allowedOrigin(origin)) {
        for (const header of Object.keys(ctx.response.headers)) {
          if (header.toLowerCase().startsWith('access-control-')) ctx.remove(header);
        }
      }
    }
  });
}

export function createProvider(
  settings: IdentitySettings,
  keys: SharedKeys,
  accounts: AccountStore,
  adapter: new (model: string) => Adapter,
  /** Was this end-session request the site's own form POST (site-routes.ts hands it on as a GET)? */
  postedBySite: (req: KoaContext['req']) => boolean,
): Provider {
  const { issuer, siteOrigins, apiAudience } = settings;
  const allowedOrigin = (origin: string | undefined) => !!origin && siteOrigins.includes(origin);
  const backToSite = siteOrigins[0] ? { href: siteOrigins[0], text: 'Back to the PLI site' } : undefined;

  const provider = new Provider(issuer, {
    adapter,
    clients: [siteClient(siteOrigins)],
    jwks: keys.jwks,
    // Shared with every replica and kept across restarts (identity_keys), as the sessions they sign.
    cookies: {
      keys: keys.cookieKeys,
      // Lax: localhost ports are one site, so the shell's silent-renew iframe sends the session cookie.
      // `secure` follows the request (https), never forced on http.
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    scopes: ['openid', 'profile', 'email', 'cle'],
    claims: SCOPE_CLAIMS,
    // The profile and CLE claims go into the id_token too, not only userinfo.
    conformIdTokenClaims: false,
    responseTypes: ['code'],
    pkce: { required: () => true },
    ...accountCallbacks(accounts),
    issueRefreshToken: () => false,
    // Token, userinfo and revocation answer cross-origin calls only from the site's origins.
    clientBasedCORS: (_ctx, origin) => allowedOrigin(origin),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = messagePage(
        'Sign-in problem',
        out.error_description ? `${out.error_description} (${out.error})` : out.error,
        backToSite,
      );
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: apiResource(apiAudience),
      rpInitiatedLogout: signOut(postedBySite, backToSite),
    },
    ttl: lifetimes(settings, accounts),
  });
  // X-Forwarded-* reach the provider only from a trusted proxy (provider-mount.ts drops them otherwise)
  provider.proxy = trustedProxiesFromEnv().length > 0;
  corsOnlyForSite(provider, allowedOrigin);
  return provider;
}
