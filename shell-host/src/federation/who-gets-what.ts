// Who gets what (decision 065): besides the remotes, the shell server's /remotes.json says for each
// remote the release everyone gets, any rollout and which release this browser gets and why, and
// whether this browser is signed in as staff with a QA override. Kept here for the browser (the
// composition health page, the override banner) and the server alike. Keep React out of this file.

/** Token roles that make a signed-in person staff for rollouts and QA overrides. */
const STAFF_ROLES: readonly string[] = ['staff', 'qa'];

export const hasStaffRole = (roles: readonly string[]): boolean => roles.some((r) => STAFF_ROLES.includes(r));

export interface ServedRemote {
  /** federation name */
  name: string;
  /** app name (mfe-library): what a deploy or a QA override names */
  remote: string;
  /** the release everyone gets (null: its entry declares none) */
  current: string | null;
  rollout: { release: string; percent: number } | { release: string; staff: true } | null;
  /** the release this browser gets, and why */
  gets: string | null;
  why: string;
}

export interface CompositionVisitor {
  /** signed in with a staff or qa role (the shell's session cookie) */
  staff: boolean;
  /** this browser session's QA override: a remote (app name) on a candidate release */
  override?: { remote: string; release: string };
}

let answer: { served: ServedRemote[]; visitor: CompositionVisitor } = {
  served: [],
  visitor: { staff: false },
};

let recorded!: () => void;
const read = new Promise<void>((resolve) => (recorded = resolve));

/** Reads the who-gets-what part of this page's /remotes.json answer (remotes.ts, once). */
export function recordWhoGetsWhat(list: unknown): void {
  const raw = list as { served?: unknown; visitor?: unknown } | null;
  answer = {
    served: Array.isArray(raw?.served) ? (raw.served as ServedRemote[]) : [],
    visitor:
      raw?.visitor && typeof (raw.visitor as CompositionVisitor).staff === 'boolean'
        ? (raw.visitor as CompositionVisitor)
        : { staff: false },
  };
  recorded();
}

export const whoGetsWhat = () => answer;

/** Resolves once this page's answer has been read (the shell reads it when it registers the remotes). */
export const whoGetsWhatRead = () => read;

/** The composition is read once per page load: a changed override takes a new one (tests replace it). */
export const pageLoad = { reload: () => window.location.reload() };
