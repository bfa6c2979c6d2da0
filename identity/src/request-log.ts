// The provider's structured logs: pino with the options every server of the site shares (service
// name, LOG_LEVEL, credentials redacted), and one line per request when its answer is sent, as
// Fastify writes them on the other servers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino from 'pino';
// By path, not @cle/static-server: the identity image installs only this workspace's dependencies.
import { loggerOptions } from '../../shared/static-server/src/logging';

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
 * Logs the request once its answer is sent: method, url (secrets in the query redacted), client,
 * headers (Authorization and cookies redacted), status and time. A request that is never answered
 * (the client went away) is logged as aborted.
 */
export function logRequest(
  logger: Logger,
  req: IncomingMessage,
  res: ServerResponse,
  clientAddress: string,
): void {
  const started = process.hrtime.bigint();
  const line = () => ({
    req: { method: req.method, url: req.url, ip: clientAddress, headers: req.headers },
    res: { statusCode: res.statusCode },
    responseTime: Number(process.hrtime.bigint() - started) / 1e6,
  });
  res.once('finish', () => {
    const level = res.statusCode >= 500 ? 'error' : 'info';
    logger[level](line(), 'request completed');
  });
  res.once('close', () => {
    if (!res.writableFinished) logger.warn(line(), 'request aborted');
  });
}
