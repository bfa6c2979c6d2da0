// The API as unit tests see it: one MSW server for the test file, handlers typed by the payload
// shapes in @cle/contracts, and a log of what the code under test asked for. Importing this module
// starts the server for the file (unhandled calls fail the test) and resets handlers between tests.
import { http, HttpResponse, delay } from 'msw';
import type { DefaultBodyType, PathParams } from 'msw';
import { setupServer } from 'msw/node';

export { http, HttpResponse, delay };

export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Where the API client sends calls in tests (its default base URL, on jsdom's origin). */
export const API_BASE = '/api';

type Method = 'get' | 'post' | 'put' | 'delete';

export interface ApiCall {
  method: string;
  /** the API path without the base, e.g. '/search/autocomplete' */
  path: string;
  /** query parameters; a repeated one becomes an array */
  query: Record<string, string | string[]>;
  /** the parsed JSON body, if any */
  body: unknown;
  headers: Headers;
}

export interface ApiRequestInfo<Params extends PathParams = PathParams> {
  params: Params;
  query: URLSearchParams;
  body: unknown;
  request: Request;
}

type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

/**
 * A payload as it travels: the contracts' types (zod outputs) spell optional fields as `x: T |
 * undefined`; on the wire such a field may simply be absent.
 */
export type Wire<T> = T extends readonly (infer U)[]
  ? Wire<U>[]
  : T extends object
    ? { [K in Exclude<keyof T, OptionalKeys<T>>]: Wire<T[K]> } & { [K in OptionalKeys<T>]?: Wire<T[K]> }
    : T;

/** What a resolver may answer: the payload itself, an error answer, or nothing (a 204). */
export type ApiAnswer<T> = Wire<T> | Response | undefined;

function handler<T>(
  method: Method,
  path: string,
  resolve: (info: ApiRequestInfo) => ApiAnswer<T> | Promise<ApiAnswer<T>>,
) {
  return http[method](`${API_BASE}${path}`, async ({ request, params }) => {
    const text = method === 'get' ? '' : await request.clone().text();
    const answer = await resolve({
      params,
      query: new URL(request.url).searchParams,
      body: text ? JSON.parse(text) : undefined,
      request,
    });
    if (answer instanceof Response) return answer;
    if (answer === undefined) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json(answer as DefaultBodyType);
  });
}

/** Answers a request; the payload type comes from the handler's type argument, never from the answer. */
type Resolver<T> = (info: ApiRequestInfo) => ApiAnswer<NoInfer<T>> | Promise<ApiAnswer<NoInfer<T>>>;

/**
 * Typed API handlers: `api.get<SearchResponse>('/search', () => payload)`. The path is the API path
 * (MSW patterns such as '/product/:code' work); the resolver's answer must match the contract type.
 */
export const api = {
  get: <T = unknown>(path: string, resolve: Resolver<T>) => handler<T>('get', path, resolve),
  post: <T = unknown>(path: string, resolve: Resolver<T>) => handler<T>('post', path, resolve),
  put: <T = unknown>(path: string, resolve: Resolver<T>) => handler<T>('put', path, resolve),
  delete: <T = unknown>(path: string, resolve: Resolver<T>) => handler<T>('delete', path, resolve),
};

/** An error answer in the API's shape ({ message }), e.g. `apiError(404, 'Not found')`. */
export function apiError(status: number, message = `Error ${status}`): HttpResponse<DefaultBodyType> {
  return HttpResponse.json({ message }, { status });
}

/**
 * Records every API call the code makes in this test: `const calls = recordApiCalls();` then
 * `expect(calls).toContainEqual(expect.objectContaining({ path: '/search' }))`.
 */
export function recordApiCalls(): ApiCall[] {
  const calls: ApiCall[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${API_BASE}/`)) return;
    const query: ApiCall['query'] = {};
    for (const key of new Set(url.searchParams.keys())) {
      const all = url.searchParams.getAll(key);
      query[key] = all.length > 1 ? all : all[0]!;
    }
    const call: ApiCall = {
      method: request.method,
      path: url.pathname.slice(API_BASE.length),
      query,
      body: undefined,
      headers: request.headers,
    };
    calls.push(call);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    // the API client sends JSON; a form post (url-encoded) is kept as its text
    if (text)
      call.body = /^application\/x-www-form-urlencoded/.test(request.headers.get('content-type') ?? '')
        ? text
        : JSON.parse(text);
  };
  server.events.on('request:start', listener);
  // the listener goes with the test; server.resetHandlers does not remove event listeners
  afterEachOnce(() => server.events.removeListener('request:start', listener));
  return calls;
}

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));
function afterEachOnce(cleanup: () => void) {
  cleanups.push(cleanup);
}

// captured before a test fakes the timers
const realSetTimeout = globalThis.setTimeout;

/** Waits one real macrotask, so MSW can answer while the test's timers are fake. */
export function nextMacrotask(): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, 0));
}
