// Input every route shares (decision 029): text that PostgreSQL and JSON can hold, and whole numbers
// in the range of the column they are compared with. PostgreSQL refuses a NUL byte in text and a
// number beyond its column's type with an error, and a lone UTF-16 surrogate cannot be stored as
// UTF-8: checked here, each is a 400 naming the field instead of a 500 from the database.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http';

// With the u flag a surrogate pair is one code point, so only an unpaired half matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** What is wrong with a piece of text from a request, or null when it can be stored as it is. */
function textProblem(s: string): string | null {
  if (s.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(s)) return 'must be well-formed Unicode (a lone UTF-16 surrogate is not)';
  return null;
}

/** The first string (value or key) in a parsed query, params or JSON body that cannot be stored. */
function findBadText(
  value: unknown,
  path: string[] = [],
  depth = 0,
): { path: string; problem: string } | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path: path.join('.'), problem } : null;
  }
  if (!value || typeof value !== 'object' || depth > 64) return null;
  for (const [key, child] of Object.entries(value)) {
    const keyProblem = textProblem(key);
    if (keyProblem) return { path: [...path, '(name)'].join('.'), problem: keyProblem };
    const found = findBadText(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Every route, present and future: the query string, path parameters and JSON body are checked
 * before validation and before the handler, so a refused request has written nothing.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    for (const where of ['params', 'query', 'body'] as const) {
      const bad = findBadText(req[where]);
      if (bad)
        throw new HttpError(
          400,
          `Invalid ${where} field '${bad.path || where}': ${bad.problem}`,
          bad.path || where,
        );
    }
  });
}
