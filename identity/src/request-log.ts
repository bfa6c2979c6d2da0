// The provider's structured logs: pino with the options every server of the site shares (service
// name, LOG_LEVEL, credentials redacted), and one line per request when its answer is sent, whether
// a route of ours or oidc-provider wrote it.
import { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';
import { loggerOptions } from '@cle/static-server/logging';

export type Logger = pino.Logger;

/** The provider's logger; LOG_LEVEL chooses the level (default info, 'silent' for none). */
export function createIdentityLogger(
  env: NodeJS.ProcessEnv = process.env,
  destination?: pino.DestinationStream,
): Logger {
  const options = loggerOptions('identity', env) as pino.LoggerOptions;
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Fastify's request log, one line per request once its answer is sent (Fastify writes two by default,
 * and the answer's without the URL), whether a route of ours or oidc-provider wrote the answer:
 * method, url (secrets in the query redacted), client, headers (Authorization and cookies redacted),
 * status and time.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = { req: request, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime };
    if (error || reply.statusCode >= 500) request.log.error({ ...line, err: error }, 'request completed');
    else request.log.info(line, 'request completed');
  }
}

export const requestLogController = () => new OneLinePerRequest();

/** A request the client gave up on before its answer was sent is logged as aborted. */
export function logAbortedRequests(app: FastifyInstance): void {
  app.addHook('onRequestAbort', async (request) => {
    request.log.warn({ req: request }, 'request aborted');
  });
}
