// Reading a server's settings from its environment: the same rules in every service.

export type Env = Record<string, string | undefined>;

/** A URL setting without its trailing slashes ('http://x:4001/' and 'http://x:4001' are one issuer). */
export const trimSlash = (s: string) => s.trim().replace(/\/+$/, '');

/** A positive whole number of seconds; unset or blank is the fallback, anything else throws at start. */
export function positiveSeconds(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive whole number of seconds`);
  return value;
}
