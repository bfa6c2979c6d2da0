import { onEvent } from '@cle/contracts/events';
import { watchPreloadErrors } from './preload-errors';

describe('failed preloads (spec 1 §8)', () => {
  test('[S1-ERRORS-37] a failed preload raises a preload-error event; other failures do not', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = watchPreloadErrors();
    const seen: unknown[] = [];
    const off = onEvent('shell:preload-error', (d) => seen.push(d));

    const preload = document.createElement('link');
    preload.rel = 'preload';
    preload.as = 'script';
    preload.href = '/7547.abc.js';
    const modulePreload = document.createElement('link');
    modulePreload.rel = 'modulepreload';
    modulePreload.href = '/boot.js';
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = '/site.css';
    const image = document.createElement('img');
    document.head.append(preload, modulePreload, stylesheet);
    document.body.append(image);
    for (const el of [preload, modulePreload, stylesheet, image]) el.dispatchEvent(new Event('error'));

    expect(seen).toEqual([
      { href: 'http://localhost/7547.abc.js', as: 'script' },
      { href: 'http://localhost/boot.js', as: null },
    ]);
    expect(warn).toHaveBeenCalledWith('[preload] failed', 'http://localhost/7547.abc.js');
    stop();
    preload.dispatchEvent(new Event('error'));
    expect(seen).toHaveLength(2);
    off();
    warn.mockRestore();
  });
});
