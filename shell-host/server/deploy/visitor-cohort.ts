// Which visitors a staged rollout serves (decision 063): each visitor carries a random id in a cookie,
// set only while a rollout runs, and falls in bucket 0-99 of each remote by a hash of the id and the
// remote's name. The same visitor stays in the same bucket (the page's HTML, its /remotes.json and every
// later page agree), and a remote's rollout share grows by taking in the next buckets.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

const COHORT_COOKIE = 'cle_cohort';
const ID = /^[a-f0-9]{32}$/;
const YEAR_S = 31_536_000;
const visitor = new AsyncLocalStorage<string>();

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Runs each request as made by its visitor. `active` says whether a rollout runs: only then is a
 * visitor without the cookie given one (the API's own answers, proxied under /api, are left alone). The
 * deploy service's own calls (/deploy) have no cohort: they see the composition everyone gets.
 */
export function registerVisitorCohort(app: FastifyInstance, active: () => boolean): void {
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.startsWith('/deploy')) return done();
    let id = cookieValue(req.headers.cookie, COHORT_COOKIE);
    if (!id || !ID.test(id)) {
      // the deploy service's own calls show the composition everyone gets
      if (!active() || req.url.startsWith('/api/')) return done();
      id = randomBytes(16).toString('hex');
      const secure = req.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'Set-Cookie',
        `${COHORT_COOKIE}=${id}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax; HttpOnly${secure}`,
      );
    }
    visitor.run(id, done);
  });
}

/** This request's visitor's bucket (0-99) for `remote`, or null outside a visitor's request (warm-up). */
export function cohortBucket(remote: string): number | null {
  const id = visitor.getStore();
  if (!id) return null;
  return createHash('sha256').update(`${id}:${remote}`).digest().readUInt32BE(0) % 100;
}
