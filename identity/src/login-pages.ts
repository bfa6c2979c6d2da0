// The login step of an authorization request (consent is granted automatically for the site): the
// login page, the sign-in form's answer, and the page a sign-in page that expired gets.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import { formOf, sendPage } from './forms';
import { loginKeys, throttleMessage } from './login-throttle';
import type { LoginThrottle } from './login-throttle';
import type { SiteContext } from './site-context';
import { loginPage, messagePage } from './views';

const WRONG_CREDENTIALS = 'The email or password is incorrect. Check them and try again.';
const MISSING_CREDENTIALS = 'Enter your email and password.';

function expired(ctx: SiteContext, reply: FastifyReply) {
  return sendPage(
    reply,
    400,
    messagePage(
      'This sign-in page has expired',
      'Go back to the site and choose Sign in again.',
      ctx.backToSite,
    ),
  );
}

async function interactionOrNull(ctx: SiteContext, request: FastifyRequest, reply: FastifyReply) {
  const { uid } = request.params as { uid: string };
  try {
    const details = await ctx.provider.interactionDetails(request.raw, reply.raw);
    return details.uid === uid ? details : null;
  } catch {
    return null; // no interaction cookie, expired, or lost with a restart
  }
}

/** The interaction's result saved; the browser goes back to the authorization, which finishes it. */
async function finish(
  ctx: SiteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  result: InteractionResults,
  mergeWithLastSubmission: boolean,
) {
  const returnTo = await ctx.provider.interactionResult(request.raw, reply.raw, result, {
    mergeWithLastSubmission,
  });
  return reply.redirect(returnTo, 303);
}

/** GET /interaction/{uid}: the login page (consent normally never shows up). */
async function showInteraction(ctx: SiteContext, request: FastifyRequest, reply: FastifyReply) {
  const details = await interactionOrNull(ctx, request, reply);
  if (!details) return expired(ctx, reply);
  if (details.prompt.name === 'login') {
    const email = typeof details.params.login_hint === 'string' ? details.params.login_hint : '';
    return sendPage(reply, 200, loginPage({ action: `/interaction/${details.uid}/login`, email }));
  }
  // Consent normally never shows up (loadExistingGrant grants it); finish it the same way if it does.
  return finish(ctx, request, reply, { consent: {} }, true);
}

/** POST /interaction/{uid}/login: the email and password, throttled per account and per client. */
async function submitLogin(
  ctx: SiteContext,
  throttle: LoginThrottle,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const details = await interactionOrNull(ctx, request, reply);
  if (!details) return expired(ctx, reply);
  const form = formOf(request);
  const email = (form.get('email') ?? '').trim();
  const password = form.get('password') ?? '';
  const action = `/interaction/${details.uid}/login`;
  if (!email || !password)
    return sendPage(reply, 200, loginPage({ action, email, error: MISSING_CREDENTIALS }));
  const keys = loginKeys(email, request.ip);
  const tooMany = (seconds: number) =>
    sendPage(
      reply.header('Retry-After', String(seconds)),
      429,
      loginPage({ action, email, error: throttleMessage(seconds) }),
    );
  // Counted before the check; a client that must wait has no password checked, so guessing
  // learns nothing until the wait is over, however many attempts arrive at once.
  const attempt = await throttle.attempt(keys);
  if (!attempt.admitted) return tooMany(attempt.waitSeconds);
  const account = await ctx.accounts.authenticate(email, password);
  if (!account) {
    const wait = Math.max(attempt.waitSeconds, await throttle.fail(keys));
    if (wait > 0) return tooMany(wait);
    return sendPage(reply, 200, loginPage({ action, email, error: WRONG_CREDENTIALS }));
  }
  await throttle.succeed(keys);
  const login = { accountId: account.sub, remember: true };
  return finish(ctx, request, reply, { login }, false);
}

const INTERACTION = '/interaction/:uid';

/** The login interaction's two routes, and 405 for any other method on them. */
export function interactionRoutes(ctx: SiteContext, throttle: LoginThrottle) {
  return async (scope: FastifyInstance) => {
    scope.get(INTERACTION, (request, reply) => showInteraction(ctx, request, reply));
    scope.post(`${INTERACTION}/login`, (request, reply) => submitLogin(ctx, throttle, request, reply));
    for (const [url, allow] of [
      [INTERACTION, 'GET'],
      [`${INTERACTION}/login`, 'POST'],
    ] as const)
      scope.route({
        method: OTHER_METHODS.filter((m) => m !== allow),
        url,
        handler: async (_request, reply) =>
          reply.code(405).header('Allow', allow).type('text/plain').send('Method Not Allowed'),
      });
  };
}

/** Methods a route of ours answers 405 (HEAD goes with GET, as Fastify routes it). */
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];
