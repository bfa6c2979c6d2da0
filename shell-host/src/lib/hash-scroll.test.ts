import { renderHook } from '@testing-library/react';
import { scrollToSection, useHashScroll } from './hash-scroll';

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

  test('[S1-ROUTES-37] [S1-ROUTES-38] runs after 100 ms and lands 95 px above the section', () => {
    jest.useFakeTimers();
    sectionAt('faq', 400);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
    renderHook(() => useHashScroll('#faq', true));
    jest.advanceTimersByTime(99);
    expect(scrolled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
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
