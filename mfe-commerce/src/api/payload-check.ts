// A small payload checker that satisfies the API client's PayloadSchema (safeParse), so this remote
// needs no schema library of its own. When @cle/contracts/schemas gains the cart schemas (zod), the
// API and this remote should both switch to those.
import type { PayloadSchema } from '@cle/contracts/api-client';

export type Check<T> = (value: unknown, path: string) => T;

export class PayloadError extends Error {
  constructor(path: string, expected: string) {
    super(`${path}: expected ${expected}`);
    this.name = 'PayloadError';
  }
}

export const str: Check<string> = (v, path) => {
  if (typeof v !== 'string') throw new PayloadError(path, 'a string');
  return v;
};

export const num: Check<number> = (v, path) => {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new PayloadError(path, 'a number');
  return v;
};

export const bool: Check<boolean> = (v, path) => {
  if (typeof v !== 'boolean') throw new PayloadError(path, 'a boolean');
  return v;
};

/** Absent or null becomes `fallback`; anything else must pass `check`. */
export const withDefault =
  <T>(check: Check<T>, fallback: T): Check<T> =>
  (v, path) =>
    v === undefined || v === null ? fallback : check(v, path);

export const optional =
  <T>(check: Check<T>): Check<T | null> =>
  (v, path) =>
    v === undefined || v === null ? null : check(v, path);

export const array =
  <T>(check: Check<T>): Check<T[]> =>
  (v, path) => {
    if (!Array.isArray(v)) throw new PayloadError(path, 'a list');
    return v.map((item, i) => check(item, `${path}[${i}]`));
  };

export const record =
  <T>(check: Check<T>): Check<Record<string, T>> =>
  (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new PayloadError(path, 'an object');
    return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, check(item, `${path}.${k}`)]));
  };

export const object =
  <S extends Record<string, Check<unknown>>>(shape: S): Check<{ [K in keyof S]: ReturnType<S[K]> }> =>
  (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new PayloadError(path, 'an object');
    const input = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) out[key] = check(input[key], `${path}.${key}`);
    return out as { [K in keyof S]: ReturnType<S[K]> };
  };

export function schema<T>(check: Check<T>): PayloadSchema<T> {
  return {
    safeParse(data) {
      try {
        return { success: true, data: check(data, '$') };
      } catch (error) {
        return { success: false, error };
      }
    },
  };
}
