// Navigations the router cannot make: leaving for another site, or the browser reloading the page. One
// module, so a test can stand in for the browser (jsdom cannot leave or reload a page).

/** Goes to `href` as a full navigation, replacing the current history entry. */
export function replaceLocation(href: string): void {
  window.location.replace(href);
}

/** Reloads the page. */
export function reloadPage(): void {
  window.location.reload();
}
