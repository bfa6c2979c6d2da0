// The errors a remote slot's module load ended with. A slot the server drew whose module then fails to
// load in the browser (the remote is down, tampered with or built against another contracts major)
// cannot hydrate: React re-renders that slot, which shows its fallback card, and reports the failure as
// a recoverable hydration error. It is the remote's fault, reported by the slot's own error boundary,
// not a page that hydrated wrongly: hydration-errors.ts asks here to tell the two apart.
const failures = new WeakSet<object>();

export function recordRemoteLoadFailure(reason: unknown): void {
  if (typeof reason === 'object' && reason !== null) failures.add(reason);
}

/** Whether the error (or the error it was caused by) is a remote module's failed load. */
export function isRemoteLoadFailure(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 3; depth++) {
    if (failures.has(e)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
