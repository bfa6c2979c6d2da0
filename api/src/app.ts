// The API application: routes under /api, validation on every input, JSON errors with a message.
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import fastifyCors from '@fastify/cors';
import { registerServing } from '@cle/static-server/serving';
import { apiHelmetOptions } from '@cle/static-server/security-headers';
import { trustedProxiesFromEnv, trustFunction } from '@cle/static-server/trusted-proxies';
import type { Db } from './db/db';
import { errorHandler } from './lib/http';
import { registerOpenApi } from './app-openapi';
import { registerInputGuard } from './lib/input';
import { checkedOrigin, siteOriginFromEnv } from './lib/site-origin';
import { limitsFromEnv, registerRateLimits } from './lib/limits';
import type { Limits } from './lib/limits';
import { contentRoutes } from './routes/content';
import { searchRoutes } from './routes/search';
import { podcastRoutes } from './routes/podcast';
import { creditInfoRoutes } from './routes/credit-info';
import { productRoutes } from './routes/product';
import { commerceRoutes } from './routes/commerce';
import { taxonomyRoutes } from './routes/taxonomy';
import { shellPageRoutes } from './routes/shell-pages';
import { userRoutes } from './routes/user';
import { facultyFormRoutes } from './routes/faculty-forms';
import { creditPageRoutes } from './routes/credit-pages';
import { imageRoutes } from './routes/images';
import { libraryRoutes } from './routes/library';
import { addressRoutes } from './routes/addresses';
import { certificateRoutes } from './routes/certificates';
import { rosterRoutes } from './routes/roster';
import { creditReminderRoutes } from './routes/credit-reminder';
import type { MailOptions } from './mail/mailer';
import { accountOf, authGuard } from './auth/guard';
import { authSettings, createVerifier } from './auth/verify';
import type { AuthOptions } from './auth/verify';
import { paymentMethodRoutes } from './routes/payment-methods';
import { licenseRoutes } from './routes/licenses';
import { creditTrackerRoutes } from './routes/credit-tracker';
import { creditInfoPublicRoutes } from './routes/credit-info-public';
import { editorToolRoutes } from './routes/editor-tools';
import { productExtrasRoutes } from './routes/product-extras';
import { productLookupRoutes } from './routes/product-lookups';
import { clientErrorRoutes } from './routes/client-errors';
import { registrationRoutes } from './routes/registration';
import { mediaLookupRoutes } from './routes/media-lookup';
import { mediaFileRoutes } from './routes/media-files';
import { podcastMediaRoutes } from './routes/podcast-media';
import { mediaGrantSettingsFromEnv } from './media/media-grant';
import type { MediaGrantSettings } from './media/media-grant';
import { sitemapRoutes } from './routes/sitemap';
import { paymentSettings } from './payments/payment-settings';
import type { PaymentOptions } from './payments/payment-settings';
import { createTransientTokenVerifier } from './payments/transient-token';
import { registerTransientTokenVerifier } from './payments/payment-registry';

export interface AppOptions {
  db: Db;
  /** origins allowed to call the API from a browser (the site origin and integrators) */
  allowedOrigins: string[];
  /** false (tests) or pino options (the server: loggerOptions from @cle/static-server/logging) */
  logger?: FastifyServerOptions['logger'];
  /** access-token checks: identity URL, issuer, audience (default from the environment), keys for tests */
  auth?: AuthOptions;
  /** the card provider: where it lives, the merchant key, its keys for tests (default from the environment) */
  payment?: PaymentOptions;
  /** the SMTP relay for e-mail (compliance reminders); default from the environment (mail/mailer.ts) */
  mail?: MailOptions;
  /** rate limits and search cost caps (default from the environment, decision 029) */
  limits?: Limits;
  /** the media URL signing secret and lifetime (default from the environment, decision 053) */
  media?: MediaGrantSettings;
  /** proxy hops whose X-Forwarded-For entries count (default TRUSTED_PROXIES, decision 055) */
  trustedProxies?: string[];
  /** the site's public origin for links in calendar files, e-mails, launch URLs (default SITE_ORIGIN) */
  siteOrigin?: string;
}

/** Every route under /api, in one plugin (the prefix is given where it is registered). */
function apiRoutes({
  limits,
  payments,
  media,
  mail,
  allowedOrigins,
}: {
  limits: Limits;
  payments: ReturnType<typeof paymentSettings>;
  media: MediaGrantSettings;
  mail: MailOptions | undefined;
  allowedOrigins: string[];
}) {
  return async (api: FastifyInstance) => {
    api.get('/health', async () => ({ ok: true }));
    await api.register(contentRoutes);
    await api.register(searchRoutes, { caps: limits.search });
    await api.register(podcastRoutes);
    await api.register(creditInfoRoutes);
    await api.register(creditInfoPublicRoutes);
    await api.register(editorToolRoutes);
    await api.register(productRoutes);
    await api.register(commerceRoutes, { payments });
    await api.register(taxonomyRoutes);
    await api.register(shellPageRoutes);
    await api.register(userRoutes);
    await api.register(libraryRoutes);
    await api.register(addressRoutes);
    await api.register(paymentMethodRoutes(payments, allowedOrigins));
    await api.register(registrationRoutes(media));
    await api.register(mediaFileRoutes(media));
    await api.register(podcastMediaRoutes);
    await api.register(facultyFormRoutes);
    await api.register(creditPageRoutes);
    await api.register(certificateRoutes);
    await api.register(rosterRoutes);
    await api.register(creditReminderRoutes(mail));
    await api.register(licenseRoutes);
    await api.register(creditTrackerRoutes);
    await api.register(productExtrasRoutes);
    await api.register(productLookupRoutes);
    await api.register(clientErrorRoutes);
    await api.register(mediaLookupRoutes);
    await api.register(sitemapRoutes);
  };
}

export async function buildApp({
  db,
  allowedOrigins,
  logger = false,
  auth,
  payment,
  mail,
  limits = limitsFromEnv(),
  media = mediaGrantSettingsFromEnv(),
  trustedProxies = trustedProxiesFromEnv(),
  siteOrigin = siteOriginFromEnv(),
}: AppOptions): Promise<FastifyInstance> {
  const trust = trustFunction(trustedProxies);
  // maxParamLength: DELETE /user/library/{pk,pk,...} names up to 100 pks in one path segment
  const app = Fastify({
    logger,
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: 8000 },
    // req.ip: the first address from the right no trusted proxy hop vouches for (decision 055)
    trustProxy: trust,
  });
  app.decorate('db', db);
  app.decorate('siteOrigin', checkedOrigin(siteOrigin, 'siteOrigin'));
  // Every route as registered (method, url): the fuzz test walks them all, new ones included.
  const registeredRoutes: { method: string; url: string }[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) registeredRoutes.push({ method, url: r.url });
  });
  app.decorate('registeredRoutes', registeredRoutes);
  // Card tokens are verified against the provider's keys and this app's origins (place order finds the
  // verifier by its transaction's database).
  const payments = paymentSettings(payment);
  registerTransientTokenVerifier(db, createTransientTokenVerifier(payments, allowedOrigins));
  // brotli/gzip by Accept-Encoding and the site's shared security headers (before any route)
  await registerServing(app, apiHelmetOptions(), { nonces: false, trust });
  await app.register(fastifyCors, {
    origin: (origin, cb) => cb(null, !origin || allowedOrigins.includes(origin) ? origin || false : false),
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Idempotency-Key'],
  });
  app.setErrorHandler(errorHandler);
  // Route schemas validate and type each call and make the OpenAPI document (decision 073).
  await registerOpenApi(app);
  // 429 with Retry-After past the per-client limits (tighter for search and writes), counted in the
  // database the replicas share on PostgreSQL; signed-in writes count per account
  const settings = authSettings(auth);
  const auths = { ...settings, verify: createVerifier(settings) };
  await registerRateLimits(app, limits.rate, { db, accountOf: accountOf(auths.verify) });
  // Text no column can hold (NUL, lone surrogates) is a 400 on every route, before any handler runs.
  registerInputGuard(app);
  // Bearer tokens on /api/user, /api/commerce, /api/credit-tracker*, /api/roster (by prefix, 401 before 404).
  await app.register(authGuard, auths);
  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({ statusCode: 404, message: `No route ${req.method} ${req.url.split('?')[0]}` }),
  );

  await app.register(apiRoutes({ limits, payments, media, mail, allowedOrigins }), { prefix: '/api' });
  // Seeded image URLs are site paths (/images/...): the shell proxies them here.
  await app.register(imageRoutes);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** links the API writes name this origin, never a request header's (decision 052) */
    siteOrigin: string;
    registeredRoutes: readonly { method: string; url: string }[];
  }
}
