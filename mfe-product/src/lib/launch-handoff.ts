// A launch's answer handed to the window it opened (issue 38). The press on Launch asks POST /launch
// before the window goes to the player (spec 3 §4.3); the player needs the same answer (its streams on
// signed URLs) and used to ask the API again once it had hydrated: a round trip on the way to the first
// frame. The opener keeps the answer for that window alone, for a minute, and hands it over once, only
// through messages of the site's origin (as the session is handed over: shell-host's opener-session.ts).
import type { LaunchResponse } from '@cle/contracts/registration-schemas';
import { launchResponseSchema } from './payload-schemas';

const REQUEST = 'cle:launch-request';
const ANSWER = 'cle:launch';
/** How long the opener keeps a launch for the window it opened. */
const OFFER_TTL_MS = 60_000;
/** How long the player waits for its opener before asking the API itself. */
const OPENER_WAIT_MS = 150;

interface LaunchMessage {
  type?: unknown;
  code?: unknown;
  launch?: unknown;
}

/** Launches kept for the windows this window opened. */
const offers = new Map<Window, { code: string; launch: LaunchResponse; until: number }>();

/** The opener's side: answers every launch request from a window it opened, with its launch or null. */
function onRequest(event: MessageEvent) {
  const data = event.data as LaunchMessage | null;
  if (event.origin !== window.location.origin || data?.type !== REQUEST) return;
  const asker = event.source as Window | null;
  if (!asker || asker.opener !== window) return;
  const offer = offers.get(asker);
  offers.delete(asker);
  const launch = offer && offer.code === data.code && offer.until > Date.now() ? offer.launch : null;
  asker.postMessage({ type: ANSWER, code: data.code, launch }, window.location.origin);
}

/** Keeps `launch` for `win`, the window this one opened for it, until `win` asks (once, within a minute). */
export function offerLaunch(win: Window, code: string, launch: LaunchResponse): void {
  if (!offers.size) window.addEventListener('message', onRequest);
  for (const [w, offer] of offers) if (w.closed || offer.until <= Date.now()) offers.delete(w);
  offers.set(win, { code, launch, until: Date.now() + OFFER_TTL_MS });
}

/** The opened window's side: the opener's launch of `code`, or null (no opener, none kept, no answer in time). */
export function launchFromOpener(code: string, waitMs = OPENER_WAIT_MS): Promise<LaunchResponse | null> {
  const opener = window.opener as Window | null;
  if (!opener || opener === window || opener.closed) return Promise.resolve(null);
  // the schema's chunk is evaluated while the opener answers, not after
  const schema = launchResponseSchema().catch(() => null);
  return new Promise((resolve) => {
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('message', onAnswer);
    };
    const onAnswer = (event: MessageEvent) => {
      const data = event.data as LaunchMessage | null;
      if (event.origin !== window.location.origin || event.source !== opener) return;
      if (data?.type !== ANSWER || data.code !== code) return;
      stop(); // answered: parsed at the boundary, however long the schema's chunk takes
      if (!data.launch) return resolve(null);
      void schema.then((s) => {
        const parsed = s?.safeParse(data.launch);
        resolve(parsed?.success ? parsed.data : null);
      });
    };
    const timer = setTimeout(() => {
      stop();
      resolve(null);
    }, waitMs);
    window.addEventListener('message', onAnswer);
    try {
      opener.postMessage({ type: REQUEST, code }, window.location.origin);
    } catch {
      stop();
      resolve(null); // the opener went to another origin
    }
  });
}
