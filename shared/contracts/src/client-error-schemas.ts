// What the browser reports when an error boundary catches an error (decision 031): the shell's
// reporter sends it to POST /api/client-errors, which checks it with this schema and logs it.
import * as z from 'zod/mini';

/** The first-party endpoint the shell's error reporter posts to (through the site's /api proxy). */
export const CLIENT_ERRORS_PATH = '/client-errors';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const text = (max: number) =>
  z.string().check(
    z.maxLength(max),
    // no NUL, no lone surrogates: the report goes to logs as it is
    z.refine((s) => !s.includes('\u0000') && !LONE_SURROGATE.test(s), 'must be well-formed text without NUL'),
  );

export const ClientErrorReportSchema = z.object({
  /** the boundary that caught it, e.g. 'shell/page' or 'mfe_search/./SearchPage' */
  boundary: text(200),
  /** Error.name and Error.message */
  name: text(100),
  message: text(2000),
  stack: z.optional(text(8000)),
  componentStack: z.optional(text(8000)),
  /** spec 1 §8 severity */
  severity: z.number().check(z.int(), z.minimum(0), z.maximum(9)),
  /** the page's path (no query: it may carry personal data) */
  path: text(1000),
  /** the shell build that reported it */
  release: text(64),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;
