// One fetch wrapper for every call to the site API: base URL, bearer token from the auth store,
// a timeout through AbortSignal, typed errors, optional schema check of the payload.
// through the package path, not './auth': the shared singleton, so no chunk carries a second copy
import { authStore } from '@cle/contracts/auth';

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid-payload';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number = 0,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** 4xx answers are final: retrying cannot change them. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export interface ApiConfig {
  /** '/api' on the site's own origin; an embedded remote is told its base URL in mount options */
  baseUrl: string;
  timeoutMs: number;
}

/** Default request timeout: long enough for a cold search, short enough that a hung API shows an error. */
const DEFAULT_TIMEOUT_MS = 15_000;

const config: ApiConfig = { baseUrl: '/api', timeoutMs: DEFAULT_TIMEOUT_MS };

export function configureApi(next: Partial<ApiConfig>): void {
  Object.assign(config, next);
}

export function apiBaseUrl(): string {
  return config.baseUrl;
}

/** Anything with a zod-style safeParse, so the client does not depend on one zod flavour. */
interface PayloadSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * The schema an answer is parsed with, or a loader of it: a page whose first answers came with its
 * server render parses nothing while it loads, so its schemas (zod) can load with its first call that
 * parses, in parallel with that call (decision 093).
 */
export type SchemaOption<T> = PayloadSchema<T> | (() => Promise<PayloadSchema<T>>);

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null | Array<string | number>>;
  body?: unknown;
  schema?: SchemaOption<T>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** send the bearer token when signed in (default true) */
  auth?: boolean;
  /** extra request headers, e.g. Idempotency-Key on POST /commerce/checkout */
  headers?: Record<string, string>;
}

export function buildUrl(path: string, query?: RequestOptions<unknown>['query']): string {
  const base = config.baseUrl.replace(/\/$/, '');
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((item) => params.append(k, String(item)));
    else params.set(k, String(v));
  }
  const qs = params.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
    return body.message;
  return fallback;
}

export async function apiRequest<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', query, body, schema, auth = true } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const token = authStore.get().token;
  if (auth && token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  // a schema's loader starts with the request; a failure to load it counts as the network's
  const schemaReady =
    typeof schema === 'function'
      ? schema().catch(() => {
          throw new ApiError(`Network error calling ${path}`, 'network');
        })
      : schema;
  // observed even when the request fails first, so a failed load is never an unhandled rejection
  if (schemaReady instanceof Promise) schemaReady.catch(() => undefined);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? config.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let res: Response;
  try {
    res = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (timeout.aborted) throw new ApiError(`Request to ${path} timed out`, 'timeout');
    if (options.signal?.aborted) throw err;
    throw new ApiError(`Network error calling ${path}`, 'network');
  }

  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok)
    throw new ApiError(messageOf(data, `${res.status} ${res.statusText}`), 'http', res.status, data);
  if (!schemaReady) return data as T;
  const parsed = (await schemaReady).safeParse(data);
  if (!parsed.success)
    throw new ApiError(`Unexpected payload from ${path}`, 'invalid-payload', res.status, data);
  return parsed.data;
}
