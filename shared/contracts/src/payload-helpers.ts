// Small zod/mini building blocks for API payloads: a value the API may leave out (absent or null).
import * as z from 'zod/mini';

/** Absent or null becomes `fallback`; anything else must match `schema`. */
export function orDefault<T extends z.ZodMiniType>(schema: T, fallback: z.output<T>) {
  return z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((v) => (v ?? fallback) as z.output<T>),
  );
}

/** Absent or null becomes null. */
export function orNull<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((v) => (v ?? null) as z.output<T> | null),
  );
}

/** Absent or null becomes undefined. */
export function orUndefined<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.optional(z.nullable(schema)),
    z.transform((v) => (v ?? undefined) as z.output<T> | undefined),
  );
}
