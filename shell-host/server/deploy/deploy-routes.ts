// The deploy service's routes, a route group of the shell server (decision 063):
//   POST /deploy/:remote           { release, reason?, base?, percent?, audience? }  checks the release,
//                                  then moves the pointer (with percent, 1-99: serves it to that share of
//                                  visitors; audience 'staff': to signed-in staff only; 'qa': to nobody,
//                                  a candidate QA may load with an override, decision 065)
//   POST /deploy/:remote/rollback  { reason? }                  moves it back one step
//   GET  /deploy                                                the composition served now and the audit log
// Every call needs a team's bearer token; a move needs the deployer role for that remote.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { authorize } from './deploy-tokens';
import type { TeamToken } from './deploy-tokens';
import type { AuditRow, DeployStore, Pointer } from './deploy-store.mjs';
import { ReleaseRefused } from './release-check';

export interface DeployedRemote {
  /** app name, e.g. mfe-library */
  remote: string;
  release: string | null;
  entry: string;
  integrity?: string;
  contracts?: number;
  /** 'deploy': the service's pointer; 'seed': remotes.json or the remote's last build */
  source: 'deploy' | 'seed';
  /** a release served to a share of visitors (sticky per visitor cookie), or to staff only */
  rollout?: { release: string; percent: number } | { release: string; staff: true };
}

interface DeployAnswer {
  remote: string;
  action: AuditRow['action'];
  from: string | null;
  to: string | null;
  percent?: number;
  audience?: 'staff' | 'qa';
}

export interface DeployRoutesOptions {
  /** the store; rejects while it cannot be reached (the routes then answer 503) */
  store: () => Promise<DeployStore>;
  tokens: readonly TeamToken[];
  /** each remote the service may move (app name), its federation name and its releases' default base URL */
  remotes: Record<string, { federationName: string; base: string }>;
  /** checks a release and gives its pointer, or throws ReleaseRefused */
  check: (federationName: string, base: string, release: string) => Promise<Pointer>;
  /** after a move: the shell's pointer cache reloads before the answer goes out */
  moved: () => Promise<void>;
  /** the composition the shell serves now */
  composition: () => DeployedRemote[];
}

const MAX_REASON = 500;

interface MoveBody {
  release?: unknown;
  reason?: unknown;
  base?: unknown;
  percent?: unknown;
  audience?: unknown;
}

const reasonOf = (body: MoveBody | undefined) =>
  typeof body?.reason === 'string' ? body.reason.trim().slice(0, MAX_REASON) : '';

/** The store, or null once a 503 naming why went out (the store down: nothing moves). */
async function storeFor(opts: DeployRoutesOptions, reply: FastifyReply): Promise<DeployStore | null> {
  try {
    return await opts.store();
  } catch (err) {
    await reply.code(503).send({ message: `The deploy store cannot be reached: ${(err as Error).message}` });
    return null;
  }
}

/** What is wrong with a move's body (the 400's message), or null. */
function moveBodyError({ release, base, percent, audience }: MoveBody): string | null {
  if (typeof release !== 'string' || !release) return 'Name the release to deploy: { "release": "<id>" }';
  if (
    percent !== undefined &&
    !(Number.isInteger(percent) && (percent as number) >= 1 && (percent as number) <= 99)
  )
    return 'percent must be a whole number from 1 to 99';
  if (audience !== undefined && audience !== 'staff' && audience !== 'qa')
    return "audience must be 'staff' or 'qa'";
  if (audience !== undefined && percent !== undefined) return 'Give either percent or audience, not both';
  if (base !== undefined && typeof base !== 'string')
    return 'base must be the URL the releases folder lives under';
  return null;
}

/** Moves the pointer as the body asks: a rollout to a share or to staff, a QA candidate, or a deploy. */
async function move(
  store: DeployStore,
  remote: string,
  release: string,
  pointer: Pointer,
  { percent, audience }: MoveBody,
  audit: { who: string; why: string },
): Promise<DeployAnswer> {
  if (typeof percent === 'number') {
    const staged = await store.rollout(remote, release, pointer, { percent }, audit);
    return { remote, action: 'rollout', ...staged, percent };
  }
  if (audience === 'staff') {
    const staged = await store.rollout(remote, release, pointer, { staff: true }, audit);
    return { remote, action: 'rollout', ...staged, audience };
  }
  if (audience === 'qa') {
    const known = await store.candidate(remote, release, pointer, audit);
    return { remote, action: 'candidate', ...known, audience };
  }
  const moved = await store.deploy(remote, release, pointer, audit);
  return { remote, action: 'deploy', ...moved };
}

/** GET /deploy: the composition served now and the audit log. */
function registerCompositionRoute(app: FastifyInstance, opts: DeployRoutesOptions): void {
  app.get('/deploy', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const access = authorize(opts.tokens, req.headers.authorization);
    if (!access.ok) return reply.code(access.status).send({ message: access.message });
    const store = await storeFor(opts, reply);
    if (!store) return reply;
    return { composition: opts.composition(), history: await store.audit() };
  });
}

/** POST /deploy/:remote: checks the release, then moves the pointer. */
function registerMoveRoute(app: FastifyInstance, opts: DeployRoutesOptions): void {
  app.post<{ Params: { remote: string }; Body: MoveBody }>('/deploy/:remote', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { remote } = req.params;
    const known = opts.remotes[remote];
    if (!known) return reply.code(404).send({ message: `No remote named ${remote}` });
    const access = authorize(opts.tokens, req.headers.authorization, remote);
    if (!access.ok) return reply.code(access.status).send({ message: access.message });
    const body = req.body ?? {};
    const invalid = moveBodyError(body);
    if (invalid) return reply.code(400).send({ message: invalid });
    const release = body.release as string;
    const store = await storeFor(opts, reply);
    if (!store) return reply;
    let pointer: Pointer;
    try {
      pointer = await opts.check(
        known.federationName,
        (body.base as string | undefined) ?? known.base,
        release,
      );
    } catch (err) {
      if (!(err instanceof ReleaseRefused)) throw err;
      req.log.warn({ remote, release, reason: err.message }, 'deploy refused');
      return reply
        .code(err.status)
        .send({ message: `Release ${release} of ${remote} refused: ${err.message}` });
    }
    const answer = await move(store, remote, release, pointer, body, {
      who: access.team.team,
      why: reasonOf(req.body),
    });
    await opts.moved();
    return answer;
  });
}

/** POST /deploy/:remote/rollback: moves the pointer back one step (or ends a rollout). */
function registerRollbackRoute(app: FastifyInstance, opts: DeployRoutesOptions): void {
  app.post<{ Params: { remote: string }; Body: MoveBody }>('/deploy/:remote/rollback', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { remote } = req.params;
    if (!opts.remotes[remote]) return reply.code(404).send({ message: `No remote named ${remote}` });
    const access = authorize(opts.tokens, req.headers.authorization, remote);
    if (!access.ok) return reply.code(access.status).send({ message: access.message });
    const store = await storeFor(opts, reply);
    if (!store) return reply;
    const moved = await store.rollback(remote, { who: access.team.team, why: reasonOf(req.body) });
    if (!moved) return reply.code(409).send({ message: `${remote} has no deployment to roll back` });
    await opts.moved();
    const answer: DeployAnswer = { remote, action: 'rollback', ...moved };
    return answer;
  });
}

export function registerDeployRoutes(app: FastifyInstance, opts: DeployRoutesOptions): void {
  registerCompositionRoute(app, opts);
  registerMoveRoute(app, opts);
  registerRollbackRoute(app, opts);
}
