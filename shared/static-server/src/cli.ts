// Starts the static server for the app in the current folder, on its topology port.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { paymentOrigin, services, siteOrigin } from '@cle/build/topology';
import { parseOrigins, startStaticServer } from './static-server';
import { mediaPlayerOrigins } from './security-headers';
import { enforceProductionProfile, problems, publicUrlProblem } from './production-profile';

// NODE_ENV=production with a local address (decision 056): the origins its pages, CORS and CSP name
enforceProductionProfile(
  'cle-static',
  problems(
    publicUrlProblem(process.env, 'SITE_ORIGIN', "the site's public origin"),
    publicUrlProblem(process.env, 'ALLOWED_ORIGINS', "the site's and this remote's public origins"),
    publicUrlProblem(process.env, 'API_PUBLIC_URL', "the API's public URL"),
    publicUrlProblem(process.env, 'PAYMENT_URL', "the card provider's public origin"),
  ),
);

const appDir = process.cwd();
const name = (JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { name: string }).name;
const service = services[name];
if (!service) throw new Error(`cle-static: ${name} is not in the topology`);
const port = Number(process.env.PORT ?? service.port);
// The remote's own origin is allowed too: its standalone and embed example pages load from it.
const ownOrigin = `http://${process.env.CLE_HOST ?? 'localhost'}:${port}`;
const allowedOrigins = parseOrigins(process.env.ALLOWED_ORIGINS, [siteOrigin, ownOrigin]);
// The remote's own pages (standalone view, embed-example.html) call the site API directly.
const apiOrigin = new URL(
  process.env.API_PUBLIC_URL ?? `http://${process.env.CLE_HOST ?? 'localhost'}:${services.api!.port}`,
).origin;

await startStaticServer({
  root: path.resolve(process.env.DIST_DIR ?? path.join(appDir, 'dist')),
  releasesDir: path.join(appDir, 'releases'),
  port,
  allowedOrigins,
  spaFallback: true,
  policy: {
    connectSrc: [apiOrigin],
    // an embedded podcast view plays episodes in the provider's player; the card form's hosted
    // fields and script come from the card provider (PAYMENT_URL)
    frameSrc: [...mediaPlayerOrigins(), paymentOrigin],
    scriptSrc: [paymentOrigin],
    frameAncestors: [],
    // integrators load embed.js with a plain <script src> from their own origin
    crossOriginResourcePolicy: 'cross-origin',
  },
  // the embed example page mounts the remote against this deployment's API and links to its site
  pageMeta: { 'cle-api-origin': apiOrigin, 'cle-site-origin': siteOrigin },
});
console.log(`${name} static server on http://localhost:${port} (CORS: ${allowedOrigins.join(', ')})`);
