// The login step of an authorization request (consent is granted automatically for the site), and the
// pages that answer a form too large or a sign-in page that expired.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FORM_TOO_LARGE, readForm } from './form-body';
import { HTML_HEADERS, send } from './http-reply';
import { loginKeys, throttleMessage } from './login-throttle';
import type { LoginThrottle } from './login-throttle';
import type { SiteContext } from './site-context';
import { loginPage, messagePage } from './views';

const WRONG_CREDENTIALS = 'The email or password is incorrect. Check them and try again.';
const MISSING_CREDENTIALS = 'Enter your email and password.';

/** 413 for a form over the limit; the connection closes after it (the rest of the body is dropped). */
export function tooLarge(ctx: SiteContext, res: ServerResponse) {
  const page = messagePage('This form is too large', FORM_TOO_LARGE, ctx.backToSite);
  return send(res, 413, page, { ...HTML_HEADERS, Connection: 'close' });
}

function expired(ctx: SiteContext, res: ServerResponse) {
  return send(
    res,
    400,
    messagePage(
      'This sign-in page has expired',
      'Go back to the site and choose Sign in again.',
      ctx.backToSite,
    ),
    HTML_HEADERS,
  );
}

async function interactionOrNull(ctx: SiteContext, req: IncomingMessage, res: ServerResponse, uid: string) {
  try {
    const details = await ctx.provider.interactionDetails(req, res);
    return details.uid === uid ? details : null;
  } catch {
    return null; // no interaction cookie, expired, or lost with a restart
  }
}

/** GET /interaction/{uid}: the login page (consent normally never shows up). */
export async function showInteraction(
  ctx: SiteContext,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
) {
  const details = await interactionOrNull(ctx, req, res, uid);
  if (!details) return expired(ctx, res);
  if (details.prompt.name === 'login') {
    const email = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    return send(res, 200, loginPage({ action: `/interaction/${uid}/login`, email }), HTML_HEADERS);
  }
  // Consent normally never shows up (loadExistingGrant grants it); finish it the same way if it does.
  return ctx.provider.interactionFinished(req, res, { consent: {} }, { mergeWithLastSubmission: true });
}

/** POST /interaction/{uid}/login: the email and password, throttled per account and per client. */
export async function submitLogin(
  ctx: SiteContext,
  throttle: LoginThrottle,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
) {
  const details = await interactionOrNull(ctx, req, res, uid);
  if (!details) return expired(ctx, res);
  const form = await readForm(req);
  if (form === 'too-large') return tooLarge(ctx, res);
  const email = (form.get('email') ?? '').trim();
  const password = form.get('password') ?? '';
  const action = `/interaction/${uid}/login`;
  if (!email || !password) {
    return send(res, 200, loginPage({ action, email, error: MISSING_CREDENTIALS }), HTML_HEADERS);
  }
  const keys = loginKeys(email, ctx.clientAddress(req));
  const tooMany = (seconds: number) =>
    send(res, 429, loginPage({ action, email, error: throttleMessage(seconds) }), {
      ...HTML_HEADERS,
      'Retry-After': String(seconds),
    });
  // Counted before the check; a client that must wait has no password checked, so guessing
  // learns nothing until the wait is over, however many attempts arrive at once.
  const attempt = await throttle.attempt(keys);
  if (!attempt.admitted) return tooMany(attempt.waitSeconds);
  const account = await ctx.accounts.authenticate(email, password);
  if (!account) {
    const wait = Math.max(attempt.waitSeconds, await throttle.fail(keys));
    if (wait > 0) return tooMany(wait);
    return send(res, 200, loginPage({ action, email, error: WRONG_CREDENTIALS }), HTML_HEADERS);
  }
  await throttle.succeed(keys);
  return ctx.provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.sub, remember: true } },
    { mergeWithLastSubmission: false },
  );
}
