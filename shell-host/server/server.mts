// The shell's server: the built host, the /api proxy to the site API, and /remotes.json, which
// says where each remote lives. remotes.json is read from REMOTES_FILE on every request, so
// pointing a remote at another immutable build takes effect on the next page load.
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import proxy from '@fastify/http-proxy';
import { defaultRemoteEntries, services } from '@cle/build/topology';
import { startStaticServer } from '@cle/static-server';

const appDir = path.resolve(import.meta.dirname, '..');
const remotesFile = process.env.REMOTES_FILE
  ? path.resolve(process.env.REMOTES_FILE)
  : path.join(appDir, 'remotes.json');
const apiUrl = process.env.API_URL ?? `http://localhost:${services.api!.port}`;
const port = Number(process.env.PORT ?? services['shell-host']!.port);
// What the browser needs at run time besides remotes.json: where to sign in.
const shellConfig = {
  identityUrl: (process.env.IDENTITY_URL ?? `http://localhost:${services.identity!.port}`).replace(/\/$/, ''),
  clientId: process.env.OIDC_CLIENT_ID ?? 'cle-site',
};

export function readRemotes(): { remotes: { name: string; entry: string }[] } {
  if (existsSync(remotesFile))
    return JSON.parse(readFileSync(remotesFile, 'utf8')) as { remotes: { name: string; entry: string }[] };
  return { remotes: defaultRemoteEntries().map(({ name, entry }) => ({ name, entry })) };
}

await startStaticServer({
  root: path.resolve(process.env.DIST_DIR ?? path.join(appDir, 'dist')),
  port,
  allowedOrigins: [],
  spaFallback: true,
  async configure(app) {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('X-Frame-Options', 'SAMEORIGIN');
    });
    app.get('/config.json', async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return shellConfig;
    });
    app.get('/remotes.json', async (_req, reply) => {
      reply.header('Cache-Control', 'no-cache');
      try {
        return readRemotes();
      } catch (err) {
        reply.code(500);
        return { message: `remotes.json is not valid JSON: ${(err as Error).message}`, remotes: [] };
      }
    });
    await app.register(proxy, {
      upstream: apiUrl,
      prefix: '/api',
      rewritePrefix: '/api',
      http2: false,
      // An unreachable API is a 502 with a plain message, never the socket error's internals.
      replyOptions: {
        onError: (reply, { error }) => {
          reply.log.warn(error);
          void reply
            .code(502)
            .send({ statusCode: 502, message: 'The site API is unavailable. Please try again shortly.' });
        },
      },
    });
  },
});
console.log(
  `shell-host on http://localhost:${port} (api ${apiUrl}, remotes ${existsSync(remotesFile) ? remotesFile : 'from topology'})`,
);
