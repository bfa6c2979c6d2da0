import { act, renderHook } from '@testing-library/react';
import { scrollToSection } from './hash-scroll';
import { useHashScroll } from './use-hash-scroll';

/** Moves the fake clock on, then lets the scrolling module's import settle. */
const advance = (ms: number) =>
  act(async () => {
    jest.advanceTimersByTime(ms);
    await Promise.resolve();
  });

describe('hash scroll', () => {
  let scrolled: jest.SpyInstance;
  beforeEach(() => {
    scrolled = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => {
    scrolled.mockRestore();
    jest.useRealTimers();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  });
  const sectionAt = (id: string, top: number) => {
    document.body.innerHTML = `<h2 id="${id}">s</h2>`;
    document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
  };

  test('[S1-ROUTES-37] [S1-ROUTES-38] runs after 100 ms and lands 95 px above the section', async () => {
    jest.useFakeTimers();
    sectionAt('faq', 400);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
    renderHook(() => useHashScroll('#faq', true));
    await advance(99);
    expect(scrolled).not.toHaveBeenCalled();
    await advance(1);
    expect(scrolled).toHaveBeenCalledWith({ top: 1305, behavior: 'auto' });
    // never above the top of the page
    sectionAt('top', 20);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    scrollToSection('top');
    expect(scrolled).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });

  test('[S1-ROUTES-36] finds a section by its id or by the id the sanitiser gave a CMS anchor', () => {
    document.body.innerHTML = '<h2 id="user-content-contact">c</h2><h2 id="plain">p</h2>';
    for (const el of document.querySelectorAll('h2'))
      el.getBoundingClientRect = () => ({ top: el.id === 'plain' ? 500 : 300 }) as DOMRect;
    expect(scrollToSection('contact')).toBe(true);
    expect(scrolled).toHaveBeenLastCalledWith({ top: 205, behavior: 'auto' });
    expect(scrollToSection('plain')).toBe(true);
    expect(scrolled).toHaveBeenLastCalledWith({ top: 405, behavior: 'auto' });
    expect(scrollToSection('missing')).toBe(false);
    expect(scrolled).toHaveBeenCalledTimes(2);
  });
});

describe('an initial hash while the page above settles', () => {
  let resized: () => void;
  let observing: boolean;
  let scrolled: jest.SpyInstance;
  let top: number;
  beforeEach(() => {
    jest.useFakeTimers();
    observing = false;
    // jsdom has no layout: the test says when the page's size changes
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
      constructor(callback: () => void) {
        // as a real observer: no call once disconnected
        resized = () => observing && callback();
      }
      observe() {
        observing = true;
      }
      disconnect() {
        observing = false;
      }
    };
    document.body.innerHTML = '<h2 id="credit-details">Credit details</h2>';
    top = 400;
    document.getElementById('credit-details')!.getBoundingClientRect = () => ({ top }) as DOMRect;
    // scrolling puts the section 95 px below the top
    scrolled = jest.spyOn(window, 'scrollTo').mockImplementation(() => void (top = 95));
  });
  afterEach(() => {
    scrolled.mockRestore();
    jest.useRealTimers();
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });

  test('[S3-JUMP-12] [S1-ROUTES-38] the section is scrolled back to 95 px when content above it changes height', async () => {
    renderHook(() => useHashScroll('#credit-details', true));
    await advance(100);
    expect(scrolled).toHaveBeenCalledTimes(1);
    // a skeleton above is replaced by shorter content: the section rises to 80 px
    top = 80;
    resized();
    expect(scrolled).toHaveBeenCalledTimes(2);
    expect(top).toBe(95);
    // a change that leaves the section in place scrolls nothing
    resized();
    expect(scrolled).toHaveBeenCalledTimes(2);
    // after 2 s the page is left alone
    await advance(2000);
    expect(observing).toBe(false);
  });

  test('[S3-JUMP-12] the visitor scrolling or pressing a key ends it: the page never fights them', async () => {
    renderHook(() => useHashScroll('#credit-details', true));
    await advance(100);
    window.dispatchEvent(new Event('wheel'));
    expect(observing).toBe(false);
    top = 300;
    resized();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});

describe('a hash whose section is not on the page yet', () => {
  let scrolled: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    scrolled = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    document.body.innerHTML = '<main></main>';
  });
  afterEach(() => {
    scrolled.mockRestore();
    jest.useRealTimers();
  });
  const addSection = async (id: string, top: number) => {
    const h = document.createElement('h2');
    h.id = id;
    h.getBoundingClientRect = () => ({ top }) as DOMRect;
    document.querySelector('main')!.append(h);
    await act(async () => undefined); // the mutation observer's callback
  };

  test('[S1-ROUTES-37] [S1-ROUTES-38] scrolls once the section appears (a slot, or a part rendered again after a press during hydration)', async () => {
    renderHook(() => useHashScroll('#contact', true));
    await advance(100);
    expect(scrolled).not.toHaveBeenCalled();
    await addSection('contact', 600);
    expect(scrolled).toHaveBeenCalledWith({ top: 505, behavior: 'auto' });
  });

  test('[S3-JUMP-12] the visitor acting first, or the wait running out, leaves the page where it is', async () => {
    renderHook(() => useHashScroll('#contact', true));
    await advance(100);
    window.dispatchEvent(new Event('wheel'));
    await addSection('contact', 600);
    expect(scrolled).not.toHaveBeenCalled();

    document.body.innerHTML = '<main></main>';
    renderHook(() => useHashScroll('#later', true));
    await advance(100);
    await advance(2000);
    await addSection('later', 600);
    expect(scrolled).not.toHaveBeenCalled();
  });
});
