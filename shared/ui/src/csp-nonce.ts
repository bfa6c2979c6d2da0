// The page's Content-Security-Policy nonce for styles. The server puts a fresh one on the page's
// own <style> element on every response; Emotion caches give it to every <style> they insert, so
// style-src needs no 'unsafe-inline'. Browsers hide the nonce attribute's value from the DOM
// (only the .nonce property keeps it), so CSS selectors cannot read it.
export function cspStyleNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const el = document.querySelector<HTMLStyleElement>('style[nonce]');
  return el?.nonce || el?.getAttribute('nonce') || undefined;
}
