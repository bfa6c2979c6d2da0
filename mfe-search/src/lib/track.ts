// Analytics events (spec 1 §4 "the error is tracked"): pushed to the tag manager's data layer when the
// page has one. The spec does not detail the events, so they stay this small.
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function track(event: string, data: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push({ event: `search:${event}`, ...data });
}
