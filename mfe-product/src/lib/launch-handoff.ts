// A launch's answer handed to the window it opened (issue 38). The press on Launch asks POST /launch
// before the window goes to the player (spec 3 §4.3); the player needs the same answer (its streams on
// signed URLs) and used to ask the API again once it had hydrated: a round trip on the way to the first
// frame. The opener keeps the answer for that window alone, for a minute, and hands it over once,
// through @cle/contracts/opener-channel, as the shell hands the session over (opener-session.ts).
import { answerOpenedWindows, askOpener, siteOpener } from '@cle/contracts/opener-channel';
import type { LaunchResponse } from '@cle/contracts/registration-schemas';
import { launchResponseSchema } from './payload-schemas';

const REQUEST = 'cle:launch-request';
const ANSWER = 'cle:launch';
/** How long the opener keeps a launch for the window it opened. */
const OFFER_TTL_MS = 60_000;
/** How long the player waits for its opener before asking the API itself. */
const OPENER_WAIT_MS = 150;

interface LaunchRequest {
  type: typeof REQUEST;
  code: string;
}

/** Launches kept for the windows this window opened. */
const offers = new Map<Window, { code: string; launch: LaunchResponse; until: number }>();
let answering = false;

/** The opener's side: every launch request from a window it opened gets its launch, or null. */
function answerLaunchRequests() {
  answering = true;
  answerOpenedWindows<LaunchRequest>(REQUEST, ({ code }, asker) => {
    const offer = offers.get(asker);
    offers.delete(asker);
    const launch = offer && offer.code === code && offer.until > Date.now() ? offer.launch : null;
    return { type: ANSWER, code, launch };
  });
}

/** Keeps `launch` for `win`, the window this one opened for it, until `win` asks (once, within a minute). */
export function offerLaunch(win: Window, code: string, launch: LaunchResponse): void {
  if (!answering) answerLaunchRequests();
  for (const [w, offer] of offers) if (w.closed || offer.until <= Date.now()) offers.delete(w);
  offers.set(win, { code, launch, until: Date.now() + OFFER_TTL_MS });
}

/** The opened window's side: the opener's launch of `code`, or null (no opener, none kept, no answer in time). */
export async function launchFromOpener(
  code: string,
  waitMs = OPENER_WAIT_MS,
): Promise<LaunchResponse | null> {
  if (!siteOpener()) return null;
  // the schema's chunk is evaluated while the opener answers, not after
  const schema = launchResponseSchema().catch(() => null);
  const launch = await askOpener(
    { type: REQUEST, code },
    (data) => {
      const answer = data as { type?: unknown; code?: unknown; launch?: unknown } | null;
      return answer?.type === ANSWER && answer.code === code ? (answer.launch ?? null) : undefined;
    },
    waitMs,
  );
  if (!launch) return null;
  // parsed at the boundary, however long the schema's chunk takes (the wait ended with the answer)
  const parsed = (await schema)?.safeParse(launch);
  return parsed?.success ? parsed.data : null;
}
