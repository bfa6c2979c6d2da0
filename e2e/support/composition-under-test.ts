// The composition a run tested (issue 41, decision 065): each remote's release id and hash as the shell
// under test serves them (/remotes.json, what an anonymous visitor gets), named in the report: the run's
// metadata (JSON and blob reports) and a line per remote in the list reporter's output. Natively and in
// compose alike: it asks the suite's own BASE_URL.
import type { FullConfig } from '@playwright/test';

interface Served {
  name: string;
  release?: string;
  integrity?: string;
  entry: string;
}

/** Reads the composition and writes it into the report's metadata; a shell that does not answer is said, not fatal. */
export async function recordCompositionUnderTest(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) return;
  let remotes: Served[];
  try {
    const res = await fetch(new URL('/remotes.json', baseURL), { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
    remotes = ((await res.json()) as { remotes: Served[] }).remotes;
  } catch (err) {
    console.log(`Composition under test: unknown (${(err as Error).message})`);
    config.metadata.composition = { error: (err as Error).message };
    return;
  }
  const composition = remotes.map((r) => ({
    remote: r.name,
    release: r.release ?? null,
    hash: r.integrity ?? null,
    entry: r.entry,
  }));
  config.metadata.composition = composition;
  console.log(`Composition under test (${baseURL}):`);
  for (const c of composition)
    console.log(`  ${c.remote}  release ${c.release ?? '(not declared)'}  ${c.hash ?? '(no hash)'}`);
}
