// What a remote's last build recorded (dist/release.json), for a shell started without a remotes file:
// the SRI hash (never one computed from the file served now), the build id, the @cle/contracts major
// and the server build's entry and hash (decision 050), its entry made absolute beside the browser entry.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerEntry } from '../../src/federation/remotes-manifest';

export interface RecordedRelease {
  integrity?: string;
  release?: string;
  contracts?: number;
  server?: ServerEntry;
}

/** The record in `<appDir>/dist/release.json`, for the remote whose browser entry is `entry`. */
export function recordedRelease(appDir: string, entry: string): RecordedRelease {
  const file = path.join(appDir, 'dist', 'release.json');
  if (!existsSync(file)) return {};
  try {
    const { integrity, buildId, contracts, server } = JSON.parse(readFileSync(file, 'utf8')) as {
      integrity?: string;
      buildId?: string;
      contracts?: number;
      server?: { entry?: unknown; integrity?: unknown };
    };
    return {
      integrity,
      release: buildId,
      contracts,
      // the record names server/remoteEntry.js relative to the browser entry's folder; a block that is
      // not { entry: string } goes through as it is, for validateRemotes to refuse
      ...(server === undefined
        ? {}
        : {
            server:
              typeof server?.entry === 'string'
                ? { entry: new URL(server.entry, entry).href, integrity: server.integrity as string }
                : (server as ServerEntry),
          }),
    };
  } catch {
    return {};
  }
}
