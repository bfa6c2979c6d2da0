// remotes.json as a deploy writes it (scripts/release-remote.mjs): each remote's browser entry and
// server build with the hashes their builds recorded, and what the shell server answers for a page.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { REMOTES_FILE } from '../playwright.config';
import { remoteOrigin, topology } from './site';

export const ROOT = path.resolve(__dirname, '..', '..');

export interface ServerBuild {
  entry: string;
  integrity: string;
}

export interface ReleasePointer {
  entry: string;
  integrity: string;
  server?: ServerBuild;
}

const sha384 = (bytes: string | Buffer) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** The pointer to a remote's current build (dist/release.json), its server entry made absolute. */
export function builtRelease(app: string): ReleasePointer {
  const record = JSON.parse(readFileSync(path.join(ROOT, app, 'dist', 'release.json'), 'utf8')) as {
    integrity: string;
    server?: ServerBuild;
  };
  const entry = `${remoteOrigin(app)}/remoteEntry.js`;
  return {
    entry,
    integrity: record.integrity,
    ...(record.server
      ? { server: { entry: new URL(record.server.entry, entry).href, integrity: record.server.integrity } }
      : {}),
  };
}

/** Writes remotes.json: every remote at its current build, but for the pointers given. */
export function pointRemotes(overrides: Record<string, Partial<ReleasePointer>> = {}): void {
  const remotes = Object.entries(topology.remotes).map(([app, r]) => ({
    name: r.federationName,
    ...builtRelease(app),
    ...overrides[app],
  }));
  mkdirSync(path.dirname(REMOTES_FILE), { recursive: true });
  writeFileSync(REMOTES_FILE, JSON.stringify({ remotes }, null, 2));
}

/** Back to no remotes.json: the shell server points at each remote's current build. */
export const removeRemotesFile = () => rmSync(REMOTES_FILE, { force: true });

/**
 * A release folder of a remote holding only a server entry with these bytes, served by the remote's own
 * server at /releases/<id>/server/remoteEntry.js (an allowlisted origin), and its hash as a release
 * would record it.
 */
export function writeServerRelease(app: string, id: string, text: string): ServerBuild {
  const dir = path.join(ROOT, app, 'releases', id, 'server');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), text);
  return { entry: `${remoteOrigin(app)}/releases/${id}/server/remoteEntry.js`, integrity: sha384(text) };
}

export const removeRelease = (app: string, id: string) =>
  rmSync(path.join(ROOT, app, 'releases', id), { recursive: true, force: true });

/** The text of a remote's current server build (dist/server/remoteEntry.js). */
export const builtServerEntry = (app: string) =>
  readFileSync(path.join(ROOT, app, 'dist', 'server', 'remoteEntry.js'), 'utf8');

/** The page as a crawler or link preview gets it: the shell server's HTML, no JavaScript run. */
export async function serverHtml(
  request: APIRequestContext,
  pagePath: string,
): Promise<{ status: number; html: string }> {
  const res = await request.get(pagePath, { headers: { Accept: 'text/html' } });
  return { status: res.status(), html: await res.text() };
}

/** What the server HTML drew in a remote's slot: its content (the remote root) or its skeleton. */
export function slotInHtml(html: string, app: string): 'content' | 'skeleton' | 'absent' {
  if (html.includes(`data-boundary="${app}"`)) return 'content';
  if (html.includes(`aria-label="Loading ${app}"`)) return 'skeleton';
  return 'absent';
}

/** The build id on the remote's root in the server HTML (data-build), if the server drew it. */
export function buildInHtml(html: string, app: string): string | null {
  return new RegExp(`data-boundary="${app}" data-build="([^"]+)"`).exec(html)?.[1] ?? null;
}
