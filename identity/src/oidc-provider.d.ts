// The part of oidc-provider 9 (which ships no types) that this package uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type ClaimValue = string | number | boolean | string[] | undefined;
  export interface AccountClaims {
    sub: string;
    [claim: string]: ClaimValue;
  }
  export interface Account {
    accountId: string;
    claims(
      use: string,
      scope: string,
      claims: unknown,
      rejected: string[],
    ): AccountClaims | Promise<AccountClaims>;
  }

  export interface Client {
    clientId: string;
    clientName?: string;
  }

  export interface Grant {
    jti: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface Session {
    uid: string;
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface ResourceServer {
    scopes: Set<string>;
  }

  export interface OIDCContext {
    route: string;
    client?: Client;
    session?: Session;
    result?: { consent?: { grantId?: string } };
    params?: Record<string, unknown>;
    requestParamOIDCScopes: Set<string>;
    requestParamClaims: Set<string>;
    requestParamScopes: Set<string>;
    resourceServers: Record<string, ResourceServer>;
    provider: Provider;
  }

  export interface KoaContext {
    req: IncomingMessage;
    res: ServerResponse;
    method: string;
    path: string;
    host: string;
    status: number;
    body: unknown;
    type: string;
    response: { headers: Record<string, unknown> };
    get(field: string): string;
    set(field: string, value: string): void;
    remove(field: string): void;
    oidc: OIDCContext;
  }

  export type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void;

  /** A token being issued, as extraTokenClaims and the ttl functions see it. */
  export interface IssuedToken {
    kind: string;
    accountId?: string;
    clientId?: string;
    scope?: string;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg: string } };
  }

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris: string[];
    post_logout_redirect_uris?: string[];
    id_token_signed_response_alg?: string;
    [key: string]: unknown;
  }

  export interface ErrorOut {
    error: string;
    error_description?: string;
    state?: string;
  }

  export interface AdapterPayload {
    uid?: string;
    userCode?: string;
    grantId?: string;
    consumed?: number;
    [key: string]: unknown;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Configuration {
    adapter?: new (model: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: { keys: object[] };
    cookies?: {
      keys?: (string | Buffer)[];
      names?: Record<string, string>;
      long?: Record<string, unknown>;
      short?: Record<string, unknown>;
    };
    claims?: Record<string, string[]>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    findAccount?: (ctx: KoaContext, sub: string, token?: IssuedToken) => Promise<Account | undefined>;
    extraTokenClaims?: (
      ctx: KoaContext,
      token: IssuedToken,
    ) => Promise<Record<string, ClaimValue> | undefined> | Record<string, ClaimValue> | undefined;
    loadExistingGrant?: (ctx: KoaContext) => Promise<Grant | undefined>;
    issueRefreshToken?: (ctx: KoaContext, client: Client, code: IssuedToken) => Promise<boolean> | boolean;
    clientBasedCORS?: (ctx: KoaContext, origin: string, client: Client) => boolean;
    interactions?: { url?: (ctx: KoaContext, interaction: { uid: string }) => string };
    pkce?: { required?: (ctx: KoaContext, client: Client) => boolean };
    renderError?: (ctx: KoaContext, out: ErrorOut, error: Error) => Promise<void> | void;
    responseTypes?: string[];
    enabledJWA?: Record<string, string[]>;
    allowOmittingSingleRegisteredRedirectUri?: boolean;
    enableHttpPostMethods?: boolean;
    features?: {
      devInteractions?: { enabled: boolean };
      revocation?: { enabled: boolean };
      introspection?: { enabled: boolean };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (
          ctx: KoaContext,
          client: Client,
          oneOf?: string[],
        ) => Promise<string | string[] | undefined>;
        getResourceServerInfo?: (
          ctx: KoaContext,
          resourceIndicator: string,
          client: Client,
        ) => Promise<ResourceServerInfo>;
        useGrantedResource?: (ctx: KoaContext, model: unknown) => Promise<boolean> | boolean;
      };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContext, form: string) => Promise<void> | void;
        postLogoutSuccessSource?: (ctx: KoaContext) => Promise<void> | void;
      };
    };
    ttl?: Record<string, number | ((ctx: KoaContext, token: IssuedToken, client: Client) => number)>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string; uid: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: Middleware): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    createContext(req: IncomingMessage, res: ServerResponse): KoaContext;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    /** Saves the interaction's result; the URL to send the browser back to (the authorization's resume). */
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    readonly Grant: {
      new (properties: { accountId?: string; clientId?: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    readonly Session: { get(ctx: KoaContext): Promise<Session> };
    readonly Client: { find(id: string): Promise<Client | undefined> };
  }

  type OIDCError = new (description?: string) => Error & { error: string; error_description?: string };
  export const errors: {
    InvalidTarget: OIDCError;
    SessionNotFound: OIDCError;
    OIDCProviderError: OIDCError;
  };

  export default Provider;
}
