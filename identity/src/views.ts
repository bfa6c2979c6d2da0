// The provider's own pages: plain, accessible HTML with inline styles only (no fonts, no external scripts).
import { createHash } from 'node:crypto';

const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1a1a1a; background: #f4f5f7; }
  main { box-sizing: border-box; max-width: 26rem; margin: 3rem auto; padding: 2rem; background: #fff; border: 1px solid #d0d4da; border-radius: 6px; }
  h1 { margin: 0 0 0.5rem; font-size: 1.6rem; }
  p { margin: 0 0 1rem; }
  form { display: grid; gap: 0.35rem; }
  label { font-weight: 600; margin-top: 0.75rem; }
  input { font: inherit; padding: 0.55rem 0.6rem; border: 1px solid #6b7280; border-radius: 4px; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  input[aria-invalid="true"] { border-color: #b00020; }
  button { font: inherit; font-weight: 600; margin-top: 1.25rem; padding: 0.65rem 1rem; color: #fff; background: #1d4ed8; border: 0; border-radius: 4px; cursor: pointer; }
  button:hover { background: #1e40af; }
  .alert { padding: 0.75rem 1rem; color: #7f1d1d; background: #fef2f2; border: 1px solid #b00020; border-radius: 4px; }
  .hint { color: #4b5563; font-size: 0.9rem; }
  a { color: #1d4ed8; }
`;

/** CSP source for the pages' one inline style element. */
export const STYLE_CSP_SOURCE = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

function page(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  action: string;
  email?: string;
  error?: string;
  clientName?: string;
}

export function loginPage({ action, email = '', error, clientName }: LoginPageOptions): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return page(
    error ? 'Sign in (error) - PLI' : 'Sign in - PLI',
    `<h1>Sign in</h1>
<p class="hint">to continue to ${escapeHtml(clientName ?? 'the PLI site')}</p>
${error ? `<p id="login-error" class="alert" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="username" spellcheck="false" required value="${escapeHtml(email)}"${invalid}${error ? '' : ' autofocus'}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${error ? ' autofocus' : ''}>
  <button type="submit">Sign in</button>
</form>`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; text: string }): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ''}`,
  );
}

const AUTO_SUBMIT =
  "document.addEventListener('DOMContentLoaded', function () { document.forms[0].submit(); });";
/** CSP source for the one inline script the sign-out page runs. */
export const AUTO_SUBMIT_CSP_SOURCE = `'sha256-${createHash('sha256').update(AUTO_SUBMIT).digest('base64')}'`;

/**
 * RP-initiated logout without the "Do you want to sign out?" question: the provider's form (which
 * carries its xsrf token) gets logout=yes and submits itself; a button remains for browsers without JavaScript.
 */
export function signingOutPage(providerForm: string): string {
  const form = providerForm.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">Sign out</button></noscript></form>',
  );
  return page(
    'Signing out - PLI',
    `<h1>Signing out</h1>
<p>One moment, please.</p>
${form}`,
    `\n<script>${AUTO_SUBMIT}</script>`,
  );
}

/**
 * The question a sign-out not posted by the site gets (a link, another site's page): nothing happens
 * unless the person presses Sign out, which posts the provider's form with its xsrf token.
 */
export function signOutQuestionPage(providerForm: string, site?: { href: string }): string {
  const form = providerForm.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/><button type="submit">Sign out</button></form>',
  );
  return page(
    'Sign out? - PLI',
    `<h1>Sign out?</h1>
<p>Do you want to sign out of the PLI site?</p>
${form}
${site ? `<p><a href="${escapeHtml(site.href)}">Stay signed in</a></p>` : ''}`,
  );
}
