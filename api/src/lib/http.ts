import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

// Shared payload schemas (@cle/contracts) are zod/mini, which carries no messages of its own: the API
// answers bad input in English, so it loads zod's English messages once (the browser never does).
z.config(z.locales.en());

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** the input field the message is about, when the message itself (a spec text) does not name it */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/** Parses input with a zod schema; a failure is a 400 naming the field and what is wrong with it. */
export function parse<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  where: 'query' | 'body' | 'params',
): z.output<S> {
  const result = z.safeParse(schema, input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join('.') || where;
  throw new HttpError(400, `Invalid ${where} field '${field}': ${issue.message}`);
}

/**
 * The app as route files see it: request schemas (params, querystring, body, from @cle/contracts) are
 * declared on each route, validated before the handler runs, and type req.params/query/body.
 */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Issue = { path: PropertyKey[]; message: string; code?: string; errors?: Issue[][] };

/**
 * A union's failure names the branch for the input's kind (one license or a list of them), not
 * "Invalid input": the first branch whose first issue is not "wrong type here".
 */
function specific(path: PropertyKey[], issue: Issue): { path: PropertyKey[]; message: string } {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return { path, message: issue.message };
  const branch =
    issue.errors.find((b) => !(b[0]?.code === 'invalid_type' && b[0].path.length === 0)) ?? issue.errors[0]!;
  const first = branch[0];
  return first ? specific([...path, ...first.path], first) : { path, message: issue.message };
}

/** A route schema's failure, answered as parse() did: the first issue, where it is and what is wrong. */
function validationMessage(err: {
  validation: {
    instancePath: string;
    message?: string;
    keyword?: string;
    params?: Record<string, unknown>;
  }[];
  validationContext?: string;
}) {
  const where = err.validationContext === 'querystring' ? 'query' : (err.validationContext ?? 'body');
  const v = err.validation[0]!;
  const issue = specific(v.instancePath.split('/').filter(Boolean), {
    path: [],
    message: v.message ?? 'is invalid',
    code: v.keyword,
    errors: v.params?.errors as Issue[][] | undefined,
  });
  const field = issue.path.map(String).join('.') || where;
  return `Invalid ${where} field '${field}': ${issue.message}`;
}

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

export function errorHandler(
  err: Error & { statusCode?: number; validation?: unknown; validationContext?: string; code?: string },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  // A statement over its timeout (search's, or the pool's): the server is fine, the request was too costly.
  if (err.code === QUERY_CANCELED) {
    req.log.warn({ err }, 'statement timeout');
    return reply
      .code(503)
      .header('Retry-After', '5')
      .send({ statusCode: 503, message: 'The request took too long. Please narrow it and try again.' });
  }
  if (hasZodFastifySchemaValidationErrors(err))
    return reply.code(400).send({
      statusCode: 400,
      message: validationMessage(err),
    });
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
  if (status >= 500) req.log.error(err);
  // Fastify's own 4xx (bad JSON, body too large) keep their message; 5xx never leak internals.
  const message = status >= 500 ? 'Internal server error' : err.message;
  const field = status < 500 && err instanceof HttpError && err.field ? { field: err.field } : {};
  return reply.code(status).send({ statusCode: status, message, ...field });
}
