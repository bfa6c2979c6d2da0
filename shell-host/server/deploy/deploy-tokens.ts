// Who may move a pointer (decision 063): a bearer token per team, with the `deployer` role, for the
// remotes that team owns. The tokens come from a file (DEPLOY_TOKENS_FILE, a mounted secret); without
// one, the development tokens published in this repository (shell-host/deploy-tokens.development.json),
// which the production profile refuses.
import { timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface TeamToken {
  /** the team's name, written to the audit log as who moved the pointer */
  team: string;
  token: string;
  /** only `deployer` may move pointers */
  role: string;
  /** the remotes (app names, mfe-library) this team owns */
  remotes: string[];
}

export const DEVELOPMENT_TOKENS_FILE = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  'deploy-tokens.development.json',
);

/** Reads and checks a tokens file: `{ "tokens": [{ team, token, role, remotes }] }`. */
export function readTokens(file: string): TeamToken[] {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { tokens?: unknown };
  if (!Array.isArray(raw.tokens)) throw new Error(`${file}: no tokens list`);
  return raw.tokens.map((t: Partial<TeamToken>, i) => {
    if (typeof t.team !== 'string' || !t.team) throw new Error(`${file}: token ${i} has no team`);
    if (typeof t.token !== 'string' || t.token.length < 24)
      throw new Error(`${file}: the token of ${t.team} must be 24 characters or more`);
    if (!Array.isArray(t.remotes) || !t.remotes.every((r) => typeof r === 'string'))
      throw new Error(`${file}: the remotes of ${t.team} must be a list of names`);
    return { team: t.team, token: t.token, role: String(t.role ?? ''), remotes: t.remotes };
  });
}

/** The published development tokens: never accepted by a production deployment. */
export const publishedTokens = (): string[] => readTokens(DEVELOPMENT_TOKENS_FILE).map((t) => t.token);

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export type Access = { ok: true; team: TeamToken } | { ok: false; status: 401 | 403; message: string };

/** May the bearer of `authorization` move `remote`'s pointer (or, without a remote, read the service)? */
export function authorize(
  tokens: readonly TeamToken[],
  authorization: string | undefined,
  remote?: string,
): Access {
  const bearer = /^Bearer (\S+)$/i.exec(authorization ?? '')?.[1];
  if (!bearer)
    return { ok: false, status: 401, message: 'A deploy token is required (Authorization: Bearer <token>)' };
  const team = tokens.find((t) => same(t.token, bearer));
  if (!team) return { ok: false, status: 401, message: 'This deploy token is not known' };
  if (team.role !== 'deployer')
    return { ok: false, status: 403, message: `Team ${team.team} has no deployer role` };
  if (remote !== undefined && !team.remotes.includes(remote))
    return { ok: false, status: 403, message: `Team ${team.team} may not deploy ${remote}` };
  return { ok: true, team };
}
