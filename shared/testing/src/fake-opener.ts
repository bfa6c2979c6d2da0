// The window that opened the one under test (jsdom's window.opener): it records what the window posts to
// it and answers the way a site page does, with a message of the site's origin from itself, a tick later.
export interface FakeOpener {
  closed: boolean;
  location: { origin: string };
  /** every message the window under test posted to it */
  received: unknown[];
  postMessage(message: unknown): void;
}

/** An opener that answers `answer(message)`, or nothing when that is undefined. */
export function fakeOpener<M>(answer: (message: M) => unknown): FakeOpener {
  const opener: FakeOpener = {
    closed: false,
    location: { origin: window.location.origin },
    received: [],
    postMessage(message) {
      opener.received.push(message);
      const reply = answer(message as M);
      if (reply === undefined) return;
      setTimeout(() =>
        window.dispatchEvent(
          new MessageEvent('message', {
            data: reply,
            origin: window.location.origin,
            source: opener as unknown as Window,
          }),
        ),
      );
    },
  };
  return opener;
}
