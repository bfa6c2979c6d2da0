// A window and the window that opened it, talking on the site's own origin (issue 38): the opened
// window asks, its opener answers. Only messages of the site's origin count; the opener answers only a
// window it opened itself, and the asker takes an answer only from its own opener. The shell hands its
// session over this way (opener-session.ts) and mfe-product the launch the press on Launch made
// (launch-handoff.ts). Stateless: each app bundles its own copy.

/** The opener's side: answers each `type` message from a window this one opened. Returns the stop. */
export function answerOpenedWindows<M extends { type: string }>(
  type: M['type'],
  /** the reply to post back (or a promise of it); undefined posts nothing */
  answer: (message: M, asker: Window) => unknown,
): () => void {
  const onMessage = (event: MessageEvent) => {
    const message = event.data as M | null;
    if (event.origin !== window.location.origin || message?.type !== type) return;
    const asker = event.source as Window | null;
    if (!asker || asker.opener !== window) return; // same origin, so its opener can be read
    void Promise.resolve(answer(message, asker)).then((reply) => {
      if (reply !== undefined) asker.postMessage(reply, window.location.origin);
    });
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

/** This window's opener when it is a window of the site's origin, else null. */
export function siteOpener(): Window | null {
  const opener = window.opener as Window | null;
  if (!opener || opener === window || opener.closed) return null;
  try {
    return opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null; // reading another origin's location throws
  }
}

/**
 * The opened window's side: posts `request` to its opener and resolves with what `accept` makes of the
 * first answer it takes (undefined: not the answer, keep waiting), or null: no opener of the site's
 * origin, or no answer within `waitMs`.
 */
export function askOpener<T>(
  request: { type: string; [field: string]: unknown },
  accept: (data: unknown) => T | undefined,
  waitMs: number,
): Promise<T | null> {
  const opener = siteOpener();
  if (!opener) return Promise.resolve(null);
  return new Promise((resolve) => {
    const done = (value: T | null) => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      resolve(value);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== opener) return;
      const value = accept(event.data);
      if (value !== undefined) done(value);
    };
    const timer = setTimeout(() => done(null), waitMs);
    window.addEventListener('message', onMessage);
    try {
      opener.postMessage(request, window.location.origin);
    } catch {
      done(null); // the opener went to another origin meanwhile
    }
  });
}
