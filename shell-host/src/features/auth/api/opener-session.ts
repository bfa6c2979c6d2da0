// A window the site opens for a program (the launching window, then the player) starts signed in with
// the opening window's session instead of a silent sign-in of its own (provider check, authorize frame,
// token, user info: about a third of a second before the player can ask for its media). Both windows are
// the site's own origin, which already trusts itself with everything in memory; the session is handed
// only to a window this window opened, and only through messages of the site's origin.
import { answerOpenedWindows, askOpener } from '@cle/contracts/opener-channel';

const REQUEST = 'cle:session-request';
const ANSWER = 'cle:session';
/** How long a newly opened window waits for its opener before signing in on its own. */
const OPENER_SESSION_WAIT_MS = 400;

interface SessionAnswer {
  type: typeof ANSWER;
  /** oidc-client-ts' User.toStorageString(), or null when the opener has nobody signed in */
  user: string | null;
}

const isAnswer = (data: unknown): data is SessionAnswer =>
  typeof data === 'object' &&
  data !== null &&
  (data as SessionAnswer).type === ANSWER &&
  (typeof (data as SessionAnswer).user === 'string' || (data as SessionAnswer).user === null);

/** The opener's side: answers a session request from a window it opened, on the site's origin. */
export function answerSessionRequests(currentUser: () => Promise<string | null>): () => void {
  return answerOpenedWindows<{ type: typeof REQUEST }>(REQUEST, async (): Promise<SessionAnswer> => ({
    type: ANSWER,
    user: await currentUser(),
  }));
}

/** The opened window's side: the opener's session, or null (no opener, nobody signed in, no answer in time). */
export function sessionFromOpener(waitMs = OPENER_SESSION_WAIT_MS): Promise<string | null> {
  return askOpener({ type: REQUEST }, (data) => (isAnswer(data) ? data.user : undefined), waitMs);
}
