// Sends the browser to another site (kept apart so tests can watch it instead of navigating).
export function leaveTo(url: string): void {
  window.location.replace(url);
}
