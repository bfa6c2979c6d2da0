// The shell's server: the built host, the /api proxy to the site API, and /remotes.json, which
// says where each remote lives. remotes.json is read from REMOTES_FILE on every request, so
// pointing a remote at another immutable build takes effect on the next page load. Every entry
// is validated (known name, allowlisted origin, SRI hash recorded at build) before it goes out;
// the same origin allowlist makes the Content-Security-Policy's script-src. An entry's server build
// (`server`, decision 050) is for this server only: the browser's copy leaves it out. The deploy
// service's routes (/deploy, decision 063) move pointers that override remotes.json's entries.
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { defaultRemoteEntries, paymentOrigin, remotes, services, siteOrigin } from '@cle/build/topology';
import { startStaticServer } from '@cle/static-server';
import { serveServiceWorker } from '@cle/static-server/serving';
import { DEFAULT_LMS_LINKS } from '@cle/contracts/staff-links';
import { createIndexTransform } from './page-html.mjs';
import { forVisitor } from './api-fetch';
import { createRoutePreloader, NO_TAGS } from './route-preload.mjs';
import { createPageLookup } from './page-lookup';
import { registerApiProxies } from './api-proxy';
import { registerSeoFiles } from './seo-files.mjs';
import { registerLaunchingPage } from './launching-page';
import { registerLegacySwitch } from './legacy-switch';
import { createPageComposer } from './render/page-composer';
import { createServerRemotes } from './federation/server-remotes.mjs';
import { mediaPlayerOrigins, originList } from '@cle/static-server/security-headers';
import { forBrowser } from '../src/federation/remotes-manifest';
import { recordedRelease } from './federation/release-record';
import type { RemotesPolicy, ValidatedRemotes } from '../src/federation/remotes-manifest';
import { enforceProductionProfile } from '@cle/static-server/production-profile';
import { shellProductionProblems } from './production-profile';
import { createDeployService } from './deploy/deploy-service';
import { readComposition } from './deploy/pointer-source';

// NODE_ENV=production with a local or development value: one line naming each, exit 1 (decision 056)
enforceProductionProfile('shell-host', shellProductionProblems(process.env));

/** The API's bodyLimit (api/src/app.ts): larger bodies are refused here with the API's own 413. */
const API_BODY_LIMIT = 1_048_576;
/** A multipart upload: the API's 5,242,880-byte file limit plus room for the form's fields. */
const UPLOAD_BODY_LIMIT = 5_242_880 + 65_536;

const appDir = path.resolve(import.meta.dirname, '..');
const remotesFile = process.env.REMOTES_FILE
  ? path.resolve(process.env.REMOTES_FILE)
  : path.join(appDir, 'remotes.json');
const apiUrl = process.env.API_URL ?? `http://localhost:${services.api!.port}`;
const port = Number(process.env.PORT ?? services['shell-host']!.port);
const rootDir = path.resolve(appDir, '..');
// Origins remote code may come from: REMOTE_ORIGINS, or where the topology puts the remotes
// (MFE_*_URL or the local ports). remotes.json entries elsewhere are refused; CSP script-src = this.
const remoteOrigins = process.env.REMOTE_ORIGINS
  ? originList(process.env.REMOTE_ORIGINS)
  : [...new Set(defaultRemoteEntries().map(({ entry }) => new URL(entry).origin))];
// "Local development" is a development-mode shell (NODE_ENV=development, set only by `npm run dev`):
// there, and only there, a remote without an integrity hash is loaded. npm start/test fail closed.
const remotesPolicy: RemotesPolicy = {
  knownNames: Object.values(remotes).map((r) => r.federationName),
  allowedOrigins: remoteOrigins,
  allowMissingIntegrity: process.env.NODE_ENV === 'development',
  // a remote built against another @cle/contracts major is refused here and in the browser (decision 031)
  contractsMajor: Number(
    (
      JSON.parse(readFileSync(path.join(rootDir, 'shared', 'contracts', 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version.split('.')[0],
  ),
};

// What the browser needs at run time besides remotes.json: where to sign in.
const shellConfig = {
  identityUrl: (process.env.IDENTITY_URL ?? `http://localhost:${services.identity!.port}`).replace(/\/$/, ''),
  clientId: process.env.OIDC_CLIENT_ID ?? 'cle-site',
  // the browser checks remotes.json against the same allowlist before loading any remote
  remoteOrigins,
  // staff mode's LMS pages on product pages (@cle/contracts/staff-links)
  lms: {
    rosterRegistrationUrl: process.env.LMS_ROSTER_REGISTRATION_URL ?? DEFAULT_LMS_LINKS.rosterRegistrationUrl,
    groupcastRequestUrl: process.env.LMS_GROUPCAST_REQUEST_URL ?? DEFAULT_LMS_LINKS.groupcastRequestUrl,
  },
  // API_TIMEOUT_MS: how long the browser waits for an API answer (default in @cle/contracts/api-client)
  ...(Number(process.env.API_TIMEOUT_MS) > 0 ? { apiTimeoutMs: Number(process.env.API_TIMEOUT_MS) } : {}),
};
const identityOrigin = new URL(shellConfig.identityUrl).origin;

// The deploy service (decision 063): the pointers it moved override the seed below, read through a
// short-TTL copy that keeps the last good composition when its store cannot be reached.
const deploy = await createDeployService({
  allowedOrigins: remoteOrigins,
  contractsMajor: remotesPolicy.contractsMajor!,
  // the smoke load's own loader: a release under check never replaces what the render uses
  serverRemotes: createServerRemotes({ allowedOrigins: remoteOrigins }),
});

/** The seed (remotes.json, else each remote's last build) with the deploy service's pointers. */
export function readRemotes(): ValidatedRemotes {
  const raw: unknown = existsSync(remotesFile)
    ? JSON.parse(readFileSync(remotesFile, 'utf8'))
    : {
        remotes: defaultRemoteEntries().map(({ name, app, entry }) => ({
          name,
          entry,
          ...recordedRelease(path.join(rootDir, app), entry),
        })),
      };
  const checked = readComposition(raw, deploy.pointers, remotesPolicy);
  for (const r of checked.rejected) console.warn(`[remotes.json] refused ${r.name}: ${r.reason}`);
  return checked;
}

const distDir = path.resolve(process.env.DIST_DIR ?? path.join(appDir, 'dist'));
// ROUTE_PRELOAD=off serves the page without hints (to compare waterfalls)
const pages = createPageLookup({ apiUrl });
const routePreloader =
  process.env.ROUTE_PRELOAD === 'off' ? null : createRoutePreloader({ apiUrl, pages, remotes: readRemotes });
// SSR=off serves every page for the browser to render (to compare)
const compose =
  process.env.SSR === 'off'
    ? null
    : createPageComposer({
        apiUrl,
        remotes: readRemotes,
        serverRemotes: createServerRemotes({ allowedOrigins: remoteOrigins }),
        pageData: (page, search) => routePreloader?.pageData(page, search) ?? Promise.resolve({}),
      });
const transformIndex = createIndexTransform({
  distDir,
  pages,
  compose,
  siteOrigin,
  headTags: routePreloader ?? (async () => NO_TAGS),
  // the session check (index.html) goes to the provider on every first load
  preconnect: [identityOrigin],
});

await startStaticServer({
  root: distDir,
  port,
  allowedOrigins: [],
  spaFallback: true,
  // every page is index.html with the route's preload hints (content call, remote entry, chunks)
  transformIndex,
  policy: {
    // remote entries and chunks; inline boot scripts carry the per-request nonce; the card provider's
    // microform script (PAYMENT_URL; loaded with its SRI hash from the capture context)
    scriptSrc: [...remoteOrigins, paymentOrigin],
    // images a remote bundles load from its own origin
    imgSrc: remoteOrigins,
    // the API is same-origin (/api proxy); the provider answers the session check and token calls
    connectSrc: [identityOrigin],
    // the silent sign-in iframe (provider -> /silent-callback.html), podcast episode players and the
    // card provider's hosted card fields (PAYMENT_URL: card numbers are typed into its frames, never here)
    frameSrc: [identityOrigin, ...mediaPlayerOrigins(), paymentOrigin],
    // only the shell frames its own pages (the silent sign-in callback)
    frameAncestors: ["'self'"],
    // sign-out posts a form to the provider's end-session endpoint
    formAction: [identityOrigin],
  },
  service: 'shell-host',
  async configure(app) {
    // the service worker: always fetched fresh, under a policy that lets it fetch the shell's files
    serveServiceWorker(
      app,
      '/sw.js',
      readFileSync(path.join(import.meta.dirname, 'service-worker.js'), 'utf8'),
    );
    // the shell's own API calls for this request's page are made for its visitor (api-fetch.ts)
    app.addHook('onRequest', (req, _reply, done) => forVisitor(req.raw, done));
    // a staged rollout's cohort: every read of the composition for this request sees its visitor's share
    deploy.registerCohort(app);
    // A body over the API's limit is refused here with the API's own 413, before it is streamed: the
    // API would answer 413 and close mid-upload, which the proxy could only report as a 502.
    app.addHook('onRequest', async (req, reply) => {
      if (!req.url.startsWith('/api/')) return;
      // certificate uploads are multipart: one file of at most 5 MiB plus a few fields (the API checks the file)
      const limit = req.headers['content-type']?.startsWith('multipart/form-data')
        ? UPLOAD_BODY_LIMIT
        : API_BODY_LIMIT;
      if (Number(req.headers['content-length'] ?? 0) > limit)
        return reply.code(413).send({ statusCode: 413, message: 'Request body is too large' });
    });
    // spec 1 §2: the robots and sitemap paths are the server's (the router reloads to reach them)
    registerSeoFiles(app, { apiUrl, siteOrigin });
    registerLaunchingPage(app);
    registerLegacySwitch(app, { apiUrl });
    app.get('/config.json', async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return shellConfig;
    });
    app.get('/remotes.json', async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      try {
        // the server builds' pointers stay on the server
        return forBrowser(readRemotes());
      } catch (err) {
        reply.code(500);
        return { message: `remotes.json is not valid JSON: ${(err as Error).message}`, remotes: [] };
      }
    });
    // POST /deploy/:remote, POST /deploy/:remote/rollback, GET /deploy (team tokens)
    deploy.register(app, () => readRemotes().remotes);
    // /api and /images to the site API, X-Forwarded-For with this request's peer appended
    await registerApiProxies(app, apiUrl);
  },
});
console.log(
  `shell-host on http://localhost:${port} (api ${apiUrl}, remotes ${existsSync(remotesFile) ? remotesFile : 'from topology'})`,
);
// The first visitor gets the route's hints too: the remotes' manifests, hashes and route hints load
// now, and once more shortly after (a remote's server may come up after the shell's).
const WARM_AGAIN_MS = 10_000;
void routePreloader?.warm();
void compose?.warm();
setTimeout(() => {
  void routePreloader?.warm();
  void compose?.warm();
}, WARM_AGAIN_MS).unref();
