import * as z from 'zod/mini';
import { api, apiError, delay, HttpResponse, recordApiCalls, server } from '@cle/testing/msw';
import { ApiError, apiRequest, buildUrl } from './api-client';
import { ANONYMOUS, authStore } from './auth';
import { swrConfig } from './swr';

beforeEach(() => authStore.set(ANONYMOUS));

/** The error apiRequest rejects with (fails the test when it resolves). */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('the request resolved');
}

describe('API client', () => {
  test('builds the URL under the base with the query (repeated values, empty ones left out)', () => {
    expect(buildUrl('/search', { q: 'tax law', page: 2, tags: ['a', 'b'], none: undefined, nil: null })).toBe(
      '/api/search?q=tax+law&page=2&tags=a&tags=b',
    );
    expect(buildUrl('content')).toBe('/api/content');
  });

  test('sends the bearer token of the signed-in user, and none when the call asks for no auth', async () => {
    const calls = recordApiCalls();
    server.use(api.get('/who', () => ({ ok: true })));
    authStore.set({ ...ANONYMOUS, token: 'abc.def' });
    await apiRequest('/who');
    await apiRequest('/who', { auth: false });
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer abc.def', null]);
  });

  test('anonymous calls carry no Authorization header; JSON bodies are sent as JSON', async () => {
    const calls = recordApiCalls();
    server.use(api.post('/echo', ({ body }) => body as object));
    await expect(apiRequest('/echo', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ a: 1 });
    expect(calls[0]!.headers.get('authorization')).toBeNull();
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
  });

  test('a call that takes longer than its timeout is aborted with a typed timeout error', async () => {
    server.use(
      api.get('/slow', async () => {
        await delay('infinite');
        return {};
      }),
    );
    const err = await failure(apiRequest('/slow', { timeoutMs: 50 }));
    expect(err.kind).toBe('timeout');
    expect(err.message).toBe('Request to /slow timed out');
  });

  test('4xx: one call, no retry; a typed error with the status, the API message and the body', async () => {
    const calls = recordApiCalls();
    server.use(api.get('/product/:code', () => apiError(404, 'Product 1 not found')));
    const err = await failure(apiRequest('/product/1'));
    expect(err).toMatchObject({ kind: 'http', status: 404, message: 'Product 1 not found' });
    expect(err.body).toEqual({ message: 'Product 1 not found' });
    expect(err.isClientError).toBe(true);
    expect(calls).toHaveLength(1);
  });

  test('SWR retries server errors with backoff but never a 4xx', () => {
    jest.useFakeTimers();
    try {
      const revalidate = jest.fn();
      const retry = (error: unknown, retryCount: number) =>
        swrConfig.onErrorRetry!(error, 'key', {} as never, revalidate, { retryCount, dedupe: false });
      retry(new ApiError('nope', 'http', 404), 0);
      retry(new ApiError('bad', 'http', 400), 0);
      jest.advanceTimersByTime(10_000);
      expect(revalidate).not.toHaveBeenCalled();
      retry(new ApiError('down', 'http', 503), 0);
      jest.advanceTimersByTime(999);
      expect(revalidate).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(revalidate).toHaveBeenCalledTimes(1);
      retry(new ApiError('down', 'http', 503), 2);
      jest.advanceTimersByTime(10_000);
      expect(revalidate).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  test('an error without a message body reads as the status line', async () => {
    server.use(
      api.get('/broken', () => new HttpResponse('oops', { status: 500, statusText: 'Server Error' })),
    );
    const err = await failure(apiRequest('/broken'));
    expect(err).toMatchObject({ kind: 'http', status: 500, message: '500 Server Error', body: 'oops' });
    expect(err.isClientError).toBe(false);
  });

  test('a network failure is a typed network error', async () => {
    server.use(api.get('/gone', () => HttpResponse.error()));
    const err = await failure(apiRequest('/gone'));
    expect(err).toMatchObject({ kind: 'network', status: 0, message: 'Network error calling /gone' });
  });

  test('a payload that does not match the schema is a typed invalid-payload error', async () => {
    const Schema = z.object({ n: z.number() });
    server.use(api.get('/n', () => ({ n: 'three' })));
    const err = await failure(apiRequest('/n', { schema: Schema }));
    expect(err).toMatchObject({ kind: 'invalid-payload', status: 200, body: { n: 'three' } });
    server.use(api.get('/n', () => ({ n: 3 })));
    await expect(apiRequest('/n', { schema: Schema })).resolves.toEqual({ n: 3 });
  });

  test('a schema given as a loader loads with the request and parses the answer; a failed load is a network error', async () => {
    // decision 093: a page's schemas load with its first call that parses, not with the page
    const Schema = z.object({ n: z.number() });
    let loaded = 0;
    const loader = () => {
      loaded += 1;
      return Promise.resolve(Schema);
    };
    server.use(api.get('/n', () => ({ n: 'three' })));
    const pending = apiRequest('/n', { schema: loader });
    expect(loaded).toBe(1); // started with the request, not after its answer
    expect(await failure(pending)).toMatchObject({ kind: 'invalid-payload', body: { n: 'three' } });
    server.use(api.get('/n', () => ({ n: 3 })));
    await expect(apiRequest('/n', { schema: loader })).resolves.toEqual({ n: 3 });
    const unloadable = () => Promise.reject(new Error('ChunkLoadError'));
    expect(await failure(apiRequest('/n', { schema: unloadable }))).toMatchObject({ kind: 'network' });
  });

  test('a request that fails before its schema has loaded leaves no unhandled rejection behind', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    server.use(api.get('/gone', () => HttpResponse.error()));
    const unloadable = () => Promise.reject(new Error('ChunkLoadError'));
    expect(await failure(apiRequest('/gone', { schema: unloadable }))).toMatchObject({ kind: 'network' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  test('a caller abort passes through as the caller’s abort, not as a timeout', async () => {
    server.use(
      api.get('/slow', async () => {
        await delay('infinite');
        return {};
      }),
    );
    const controller = new AbortController();
    const pending = apiRequest('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
