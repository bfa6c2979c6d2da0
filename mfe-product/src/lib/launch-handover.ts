// The program window takes the launch its opener just made. Launch (spec 3 §2.2) posts POST
// /launch/{code} in the program page, and its answer already holds what the player plays (the streams on
// signed URLs, the resume point); the player window used to post the same call again once it had booted,
// and its answer was the last thing its Play button waited for. The opener keeps the answer for the
// window it opens (same origin: the window reads it through window.opener), once: a reload of the player,
// or renewed URLs, launch again.
import type { LaunchResponse } from '@cle/contracts/registration-schemas';
import { launchResponseSchema } from './payload-schemas';

const KEPT = '__cleLaunches';
/** A handed-over launch this close to its URLs' expiry is not used: the player launches again. */
const MIN_GRANT_LEFT_MS = 60_000;

type Kept = Record<string, unknown>;
type WithKept = Window & { [KEPT]?: Kept };

/** The opener's side: keeps `response` (in `holder`, this window) for the window it opens for `code`. */
export function keepLaunchForPlayer(code: string, response: unknown, holder: Window = window): void {
  const w = holder as WithKept;
  w[KEPT] = { ...w[KEPT], [code]: response };
}

/** The player's side: the opener's launch of `code`, checked and copied into this window; else null. */
export async function takeOpenerLaunch(code: string): Promise<LaunchResponse | null> {
  let kept: unknown;
  try {
    const opener = window.opener as WithKept | null;
    if (!opener || opener === window || opener.closed) return null;
    kept = opener[KEPT]?.[code]; // another origin's window throws here
    if (kept === undefined) return null;
    delete opener[KEPT]![code];
    // a copy in this window's own objects: the opener may navigate away while the player plays
    kept = structuredClone(kept);
  } catch {
    return null;
  }
  const parsed = (await launchResponseSchema()).safeParse(kept);
  if (!parsed.success) return null;
  if (Date.parse(parsed.data.expiresAt) - Date.now() < MIN_GRANT_LEFT_MS) return null;
  return parsed.data;
}
