import { staleWhileRevalidate } from './stale-while-revalidate';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the preload look-up cache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 0));

  test('answers from the cache within the ttl without loading again', async () => {
    const load = jest.fn(async (key: string) => `${key}-1`);
    const get = staleWhileRevalidate(1000, load, { now });
    expect(await get('a')).toBe('a-1');
    clock = 999;
    expect(await get('a')).toBe('a-1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('an expired answer is served at once while the fresh one loads, then the fresh one', async () => {
    let version = 0;
    let release: () => void = () => {};
    const load = jest.fn((key: string) => {
      version++;
      const v = version;
      return v === 1
        ? Promise.resolve(`${key}-${v}`)
        : new Promise<string>((r) => (release = () => r(`${key}-${v}`)));
    });
    const get = staleWhileRevalidate(1000, load, { now });
    await get('a');
    clock = 5000;
    // the refresh is still loading: the stale answer comes back without waiting for it
    expect(await get('a')).toBe('a-1');
    expect(await get('a')).toBe('a-1');
    expect(load).toHaveBeenCalledTimes(2);
    release();
    await settle();
    expect(await get('a')).toBe('a-2');
  });

  test('a failed first load is forgotten: the next request asks again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const get = staleWhileRevalidate(1000, load, { now });
    await expect(get('a')).rejects.toThrow('down');
    await settle();
    expect(await get('a')).toBe('up');
  });

  test('a failed refresh keeps the last good answer and retries after another ttl', async () => {
    const load = jest
      .fn()
      .mockResolvedValueOnce('good')
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('newer');
    const get = staleWhileRevalidate(1000, load, { now });
    await get('a');
    clock = 2000;
    expect(await get('a')).toBe('good');
    await settle();
    expect(await get('a')).toBe('good');
    expect(load).toHaveBeenCalledTimes(2);
    clock = 3500;
    expect(await get('a')).toBe('good');
    await settle();
    expect(await get('a')).toBe('newer');
  });

  test('keeps at most maxEntries keys, dropping the oldest', async () => {
    const load = jest.fn(async (key: string) => key);
    const get = staleWhileRevalidate(1000, load, { now, maxEntries: 2 });
    await get('a');
    await get('b');
    await get('c');
    await get('a');
    expect(load.mock.calls.map(([k]) => k)).toEqual(['a', 'b', 'c', 'a']);
  });
});
