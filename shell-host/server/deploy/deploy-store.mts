// The deploy service's store (decision 063): each remote's release pointer, the history a rollback
// walks back through, and the audit log. Its own database: PostgreSQL when DEPLOY_DATABASE_URL is set
// (every shell replica reads the same pointers), else PGlite in shell-host/.data/deploy. A move (deploy
// or rollback) is one transaction holding an advisory lock: two moves never interleave, and the
// pointer and its audit row are written together or not at all.
import { randomBytes } from 'node:crypto';
import { openEmbeddedStore } from '@cle/static-server/embedded-store';
import type { RemoteEntry } from '../../src/federation/remotes-manifest';
import { openPglite, openPostgres } from './deploy-db.mjs';
import type { Db, Query } from './deploy-db.mjs';

/** A deployed release as the shell loads it: a remotes.json entry. */
export type Pointer = RemoteEntry;

export interface Deployment {
  /** the history row's id */
  seq: number;
  /** the remote's app name, e.g. mfe-library */
  remote: string;
  release: string;
  pointer: Pointer;
  /** the deployment that was current when this one went live (null: the seed, remotes.json) */
  previous: number | null;
}

/** Who a rollout serves before everyone: a share of visitors, or signed-in staff only (decision 065). */
type RolloutAudience = { percent: number } | { staff: true };

/** A release served to a share of visitors, or to staff, before everyone (staged rollout). */
export type Rollout = {
  remote: string;
  release: string;
  pointer: Pointer;
} & ({ audience: 'percent'; /** 1-99, sticky per visitor cookie */ percent: number } | { audience: 'staff' });

/** A release the service checked and recorded (deployed, rolled out, or a QA candidate). */
export interface KnownRelease {
  remote: string;
  release: string;
  pointer: Pointer;
}

export interface AuditRow {
  id: number;
  at: string;
  who: string;
  /** override / override-reset: a QA override set or reset in one browser session (nothing moves) */
  action: 'deploy' | 'rollback' | 'rollout' | 'candidate' | 'override' | 'override-reset';
  remote: string;
  /** release ids; null is the seed (remotes.json or the remote's last build) */
  from: string | null;
  to: string | null;
  /** a rollout's share of visitors */
  percent: number | null;
  /** who the move serves: everyone (deploy), a share (percent), staff, QA overrides only (candidate), one browser session (override); null for rollbacks */
  audience: 'everyone' | 'percent' | 'staff' | 'qa' | 'session' | null;
  why: string;
}

export interface DeployStore {
  /** The current deployment of every remote the service has moved. */
  current(): Promise<Deployment[]>;
  /** The releases being rolled out to a share of visitors. */
  rollouts(): Promise<Rollout[]>;
  /** Serves `release` to a share of visitors or to staff; the current pointer stays for the others. */
  rollout(
    remote: string,
    release: string,
    pointer: Pointer,
    audience: RolloutAudience,
    audit: { who: string; why: string },
  ): Promise<{ from: string | null; to: string }>;
  /** Records a checked release as a QA candidate: known to the service, served to nobody. */
  candidate(
    remote: string,
    release: string,
    pointer: Pointer,
    audit: { who: string; why: string },
  ): Promise<{ from: string | null; to: string }>;
  /** Every release the service checked, each with its newest pointer (QA overrides choose among them). */
  known(): Promise<KnownRelease[]>;
  /** Audits a QA override set (from what the browser got to the candidate) or reset (back). */
  recordOverride(
    action: 'override' | 'override-reset',
    remote: string,
    moved: { from: string | null; to: string | null },
    audit: { who: string; why: string },
  ): Promise<void>;
  /** The key the shell signs staff session cookies with: made once, shared by every replica. */
  sessionKey(): Promise<Buffer>;
  /** The newest audit rows first. */
  audit(limit?: number): Promise<AuditRow[]>;
  /** Points `remote` at a new release (checked before: the store takes what it is given). */
  deploy(
    remote: string,
    release: string,
    pointer: Pointer,
    audit: { who: string; why: string },
  ): Promise<{ from: string | null; to: string }>;
  /** Ends `remote`'s rollout, else moves it back one step; null when it has neither to leave. */
  rollback(
    remote: string,
    audit: { who: string; why: string },
  ): Promise<{ from: string; to: string | null } | null>;
  close(): Promise<void>;
}

interface HistoryRow {
  seq: string | number;
  remote: string;
  release: string;
  pointer: Pointer | string;
  previous: string | number | null;
}

const toDeployment = (r: HistoryRow): Deployment => ({
  seq: Number(r.seq),
  remote: r.remote,
  release: r.release,
  pointer: typeof r.pointer === 'string' ? (JSON.parse(r.pointer) as Pointer) : r.pointer,
  previous: r.previous === null ? null : Number(r.previous),
});

const CURRENT_SQL = `SELECT h.seq, h.remote, h.release, h.pointer, h.previous
  FROM deploy_current c JOIN deploy_history h ON h.seq = c.seq`;

type AuditInput = {
  who: string;
  why: string;
  action: AuditRow['action'];
  remote: string;
  from: string | null;
  to: string | null;
  percent?: number;
  audience?: AuditRow['audience'];
};

const writeAudit = (q: Query, row: AuditInput) =>
  q(
    `INSERT INTO deploy_audit (who, action, remote, from_release, to_release, percent, audience, why)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.who, row.action, row.remote, row.from, row.to, row.percent ?? null, row.audience ?? null, row.why],
  );

const currentOf = async (q: Query, remote: string) =>
  (await q<HistoryRow>(`${CURRENT_SQL} WHERE c.remote = $1`, [remote])).map(toDeployment)[0] ?? null;

/** A history row for a checked release (its previous: the current deployment), its seq. */
async function record(q: Query, remote: string, release: string, pointer: Pointer) {
  const before = await currentOf(q, remote);
  const [row] = await q<{ seq: string | number }>(
    `INSERT INTO deploy_history (remote, release, pointer, previous) VALUES ($1, $2, $3, $4) RETURNING seq`,
    [remote, release, JSON.stringify(pointer), before?.seq ?? null],
  );
  return { seq: row!.seq, from: before?.release ?? null };
}

type Audit = { who: string; why: string };

async function readRollouts(q: Query): Promise<Rollout[]> {
  const rows = await q<HistoryRow & { percent: number | string | null; audience: string }>(
    `SELECT h.remote, h.release, h.pointer, r.percent, r.audience
       FROM deploy_rollout r JOIN deploy_history h ON h.seq = r.seq ORDER BY h.remote`,
  );
  return rows.map((r): Rollout => {
    const { remote, release, pointer } = toDeployment({ ...r, seq: 0, previous: null });
    return r.audience === 'staff'
      ? { remote, release, pointer, audience: 'staff' }
      : { remote, release, pointer, audience: 'percent', percent: Number(r.percent) };
  });
}

async function readKnown(q: Query): Promise<KnownRelease[]> {
  const rows = await q<HistoryRow>(
    `SELECT DISTINCT ON (remote, release) seq, remote, release, pointer, previous
       FROM deploy_history ORDER BY remote, release, seq DESC`,
  );
  return rows.map(toDeployment).map(({ remote, release, pointer }) => ({ remote, release, pointer }));
}

async function readSessionKey(q: Query): Promise<Buffer> {
  await q(`INSERT INTO deploy_secret (name, value) VALUES ('staff-session', $1) ON CONFLICT DO NOTHING`, [
    randomBytes(32).toString('base64'),
  ]);
  const [row] = await q<{ value: string }>(`SELECT value FROM deploy_secret WHERE name = 'staff-session'`);
  return Buffer.from(row!.value, 'base64');
}

async function readAudit(q: Query, limit: number): Promise<AuditRow[]> {
  const rows = await q<{
    id: string | number;
    at: Date | string;
    who: string;
    action: AuditRow['action'];
    remote: string;
    from_release: string | null;
    to_release: string | null;
    percent: number | null;
    audience: AuditRow['audience'];
    why: string;
  }>(`SELECT * FROM deploy_audit ORDER BY id DESC LIMIT $1`, [limit]);
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    who: r.who,
    action: r.action,
    remote: r.remote,
    from: r.from_release,
    to: r.to_release,
    percent: r.percent === null ? null : Number(r.percent),
    audience: r.audience,
    why: r.why,
  }));
}

async function rolloutMove(
  q: Query,
  remote: string,
  release: string,
  pointer: Pointer,
  audience: RolloutAudience,
  { who, why }: Audit,
) {
  const { seq, from } = await record(q, remote, release, pointer);
  const percent = 'percent' in audience ? audience.percent : undefined;
  const kind = percent === undefined ? 'staff' : 'percent';
  await q(
    `INSERT INTO deploy_rollout (remote, seq, percent, audience) VALUES ($1, $2, $3, $4)
       ON CONFLICT (remote) DO UPDATE
         SET seq = EXCLUDED.seq, percent = EXCLUDED.percent, audience = EXCLUDED.audience`,
    [remote, seq, percent ?? null, kind],
  );
  await writeAudit(q, { who, why, action: 'rollout', remote, from, to: release, percent, audience: kind });
  return { from, to: release };
}

async function deployMove(q: Query, remote: string, release: string, pointer: Pointer, { who, why }: Audit) {
  const { seq, from } = await record(q, remote, release, pointer);
  await q(
    `INSERT INTO deploy_current (remote, seq) VALUES ($1, $2)
       ON CONFLICT (remote) DO UPDATE SET seq = EXCLUDED.seq`,
    [remote, seq],
  );
  // everyone gets it now: a rollout of this remote ends
  await q(`DELETE FROM deploy_rollout WHERE remote = $1`, [remote]);
  await writeAudit(q, { who, why, action: 'deploy', remote, from, to: release, audience: 'everyone' });
  return { from, to: release };
}

async function rollbackMove(q: Query, remote: string, { who, why }: Audit) {
  const before = await currentOf(q, remote);
  // a rollout is undone first: its share of visitors goes back to the current release
  const [staged] = await q<{ release: string }>(
    `DELETE FROM deploy_rollout r USING deploy_history h WHERE r.remote = $1 AND h.seq = r.seq RETURNING h.release`,
    [remote],
  );
  if (staged) {
    const to = before?.release ?? null;
    await writeAudit(q, { who, why, action: 'rollback', remote, from: staged.release, to });
    return { from: staged.release, to };
  }
  if (!before) return null;
  let to: string | null = null;
  if (before.previous === null) await q(`DELETE FROM deploy_current WHERE remote = $1`, [remote]);
  else {
    await q(`UPDATE deploy_current SET seq = $2 WHERE remote = $1`, [remote, before.previous]);
    const [prev] = await q<{ release: string }>(`SELECT release FROM deploy_history WHERE seq = $1`, [
      before.previous,
    ]);
    to = prev!.release;
  }
  await writeAudit(q, { who, why, action: 'rollback', remote, from: before.release, to });
  return { from: before.release, to };
}

function storeOn(db: Db): DeployStore {
  return {
    async current() {
      return (await db.query<HistoryRow>(`${CURRENT_SQL} ORDER BY h.remote`)).map(toDeployment);
    },
    rollouts: () => readRollouts(db.query),
    rollout: (remote, release, pointer, audience, audit) =>
      db.move((q) => rolloutMove(q, remote, release, pointer, audience, audit)),
    candidate(remote, release, pointer, { who, why }) {
      return db.move(async (q) => {
        const { from } = await record(q, remote, release, pointer);
        await writeAudit(q, { who, why, action: 'candidate', remote, from, to: release, audience: 'qa' });
        return { from, to: release };
      });
    },
    async recordOverride(action, remote, { from, to }, { who, why }) {
      await writeAudit(db.query, { who, why, action, remote, from, to, audience: 'session' });
    },
    known: () => readKnown(db.query),
    sessionKey: () => readSessionKey(db.query),
    audit: (limit = 100) => readAudit(db.query, limit),
    deploy: (remote, release, pointer, audit) =>
      db.move((q) => deployMove(q, remote, release, pointer, audit)),
    rollback: (remote, audit) => db.move((q) => rollbackMove(q, remote, audit)),
    close: () => db.close(),
  };
}

/**
 * Opens the store: PostgreSQL at `databaseUrl`, else PGlite in `dataDir` (a damaged folder is moved
 * aside, as the API's and the provider's are), else (tests) PGlite in memory.
 */
export async function openDeployStore(opts: {
  databaseUrl?: string;
  dataDir?: string;
}): Promise<DeployStore> {
  if (opts.databaseUrl) return storeOn(await openPostgres(opts.databaseUrl));
  if (!opts.dataDir) return storeOn(await openPglite(null));
  const { store } = await openEmbeddedStore(opts.dataDir, (dir) => openPglite(dir));
  return storeOn(store);
}
