// Graceful shutdown for the servers that hold a database (the API, the identity provider): the first
// SIGINT/SIGTERM closes them (requests in flight finish, the store is closed cleanly). One Ctrl-C often
// arrives twice, from the terminal to the whole process group and again relayed by a wrapper (npx,
// tsx), and closing an embedded PGlite store twice, or exiting halfway through closing it, leaves
// the store damaged. So a repeat within REPEAT_GRACE_MS is ignored; a later one, or the deadline,
// exits at once.
const REPEAT_GRACE_MS = 1_000;
const SHUTDOWN_DEADLINE_MS = 10_000;

export function closeOnSignals(
  close: () => Promise<void>,
  log: { info: (o: object, msg: string) => void; error: (o: object, msg: string) => void },
  exit: (code: number) => void = (code) => process.exit(code),
): (signal: NodeJS.Signals) => void {
  let firstAt: number | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (firstAt !== null) {
      if (Date.now() - firstAt >= REPEAT_GRACE_MS) exit(1);
      return;
    }
    firstAt = Date.now();
    log.info({ signal }, 'shutting down');
    setTimeout(() => exit(1), SHUTDOWN_DEADLINE_MS).unref();
    close().then(
      () => exit(0),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onSignal);
  return onSignal;
}
