// A window the site opens for a program (the launching window, then the player) starts signed in with
// the opening window's session instead of a silent sign-in of its own (provider check, authorize frame,
// token, user info: about a third of a second before the player can ask for its media). Both windows are
// the site's own origin, which already trusts itself with everything in memory; the session is handed
// only to a window this window opened, and only through messages of the site's origin.

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
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin || (event.data as { type?: unknown })?.type !== REQUEST)
      return;
    const asker = event.source as Window | null;
    // a window this one opened (same origin, so its opener can be read)
    if (!asker || asker.opener !== window) return;
    void currentUser().then((user) => {
      const answer: SessionAnswer = { type: ANSWER, user };
      asker.postMessage(answer, window.location.origin);
    });
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

function sameOrigin(other: Window): boolean {
  try {
    return other.location.origin === window.location.origin;
  } catch {
    return false; // reading another origin's location throws
  }
}

/** The opened window's side: the opener's session, or null (no opener, nobody signed in, no answer in time). */
export function sessionFromOpener(waitMs = OPENER_SESSION_WAIT_MS): Promise<string | null> {
  const opener = window.opener as Window | null;
  if (!opener || opener === window || opener.closed || !sameOrigin(opener)) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (user: string | null) => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(user);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.source === opener && isAnswer(event.data))
        done(event.data.user);
    };
    const timer = setTimeout(() => done(null), waitMs);
    window.addEventListener('message', onMessage);
    try {
      opener.postMessage({ type: REQUEST }, window.location.origin);
    } catch {
      done(null); // the opener went to another origin
    }
  });
}
