// Which visitors a staged rollout serves (decisions 063 and 065): each visitor carries a random id in a
// cookie, set only while a percent rollout runs, and falls in bucket 0-99 of each remote by a hash of the
// id and the remote's name. The same visitor stays in the same bucket (the page's HTML, its /remotes.json
// and every later page agree), and a remote's rollout share grows by taking in the next buckets. A staff
// browser's session (staff-session.ts) rides along: a staff rollout and a QA override read it here.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cookieValue } from '@cle/contracts/cookies';

const COHORT_COOKIE = 'cle_cohort';
const ID = /^[a-f0-9]{32}$/;
const YEAR_S = 31_536_000;

/** A browser signed in as staff or QA (a verified token's role, kept in the shell's session cookie). */
export interface StaffVisitor {
  sub: string;
  /** the QA override of this browser session: one remote (app name) on a release the service knows */
  override?: { remote: string; release: string };
}

interface Visitor {
  /** the cohort cookie's id; null when no percent rollout runs and the visitor has none */
  id: string | null;
  staff: StaffVisitor | null;
}

const visitor = new AsyncLocalStorage<Visitor>();

/**
 * Runs each request as made by its visitor. `active` says whether a percent rollout runs: only then is
 * a visitor without the cookie given one (the API's own answers, proxied under /api, are left alone).
 * `staffOf` reads the request's staff session (null: anonymous, a member, or a session that does not
 * verify). The deploy service's own calls (/deploy) have no visitor: they see what everyone gets.
 */
export function registerVisitorCohort(
  app: FastifyInstance,
  active: () => boolean,
  staffOf: (req: FastifyRequest) => Promise<StaffVisitor | null> = async () => null,
): void {
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.startsWith('/deploy') || req.url.startsWith('/api/')) return done();
    let id = cookieValue(req.headers.cookie, COHORT_COOKIE) ?? null;
    if (!id || !ID.test(id)) {
      id = null;
      if (active()) {
        id = randomBytes(16).toString('hex');
        const secure = req.protocol === 'https' ? '; Secure' : '';
        reply.header(
          'Set-Cookie',
          `${COHORT_COOKIE}=${id}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax; HttpOnly${secure}`,
        );
      }
    }
    // `done` inside run: the rest of the request (hooks, handler, render) runs as this visitor
    staffOf(req).then(
      (staff) => (id || staff ? visitor.run({ id, staff }, done) : done()),
      (err: unknown) => done(err as Error),
    );
  });
}

/** This request's visitor's bucket (0-99) for `remote`, or null without a cohort id (warm-up, no rollout). */
export function cohortBucket(remote: string): number | null {
  const id = visitor.getStore()?.id;
  if (!id) return null;
  return createHash('sha256').update(`${id}:${remote}`).digest().readUInt32BE(0) % 100;
}

/** This request's staff browser, or null. */
export function staffVisitor(): StaffVisitor | null {
  return visitor.getStore()?.staff ?? null;
}
