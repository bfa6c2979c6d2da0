// The jump-link bar as the program page mounts it (spec 3 §2.1, §9): the initial hash's delayed scroll,
// the 95 px offset and the active-section threshold, measured on the sections' positions.
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@cle/testing/render';
import { jumpLinks } from '../page-rules';
import { JumpLinkBar } from './jump-link-bar';

const links = jumpLinks({ isSegment: false, hasSegments: true, hasTestimonials: false });
let tops: Record<string, number>;
let scrollTo: jest.SpyInstance;

function renderBar(path = '/programs/x') {
  renderWithProviders(
    <>
      <JumpLinkBar links={links} />
      {links.map((l) => (
        <section key={l.id} id={l.id} />
      ))}
    </>,
    { path },
  );
  for (const l of links) {
    const el = document.getElementById(l.id)!;
    el.getBoundingClientRect = () => ({ top: tops[l.id] ?? 2000 }) as DOMRect;
  }
}
const current = () => screen.getByRole('link', { current: 'location' }).textContent;

beforeEach(() => {
  jest.useFakeTimers();
  tops = { overview: 0, 'credit-details': 600, segments: 1000, faculty: 1400 };
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  scrollTo.mockRestore();
  jest.useRealTimers();
});

describe('jump-link bar', () => {
  test('[S3-JUMP-13] [S3-JUMP-12] a page opened with a hash scrolls to that section 100 ms after load', () => {
    renderBar('/programs/x#faculty');
    act(() => jest.advanceTimersByTime(99));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1400 - 95, behavior: 'smooth' });
  });

  test('[S3-JUMP-12] a page opened without a hash does not scroll on load', () => {
    renderBar('/programs/x');
    act(() => jest.advanceTimersByTime(1000));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  test('[S3-JUMP-14] [S3-JUMP-10] a click scrolls smoothly to the section 95 px below the top', () => {
    renderBar();
    fireEvent.click(screen.getByRole('link', { name: 'Segments' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 1000 - 95, behavior: 'smooth' });
    expect(current()).toBe('Segments');
  });

  test('[S3-JUMP-15] the active link is the last section whose top passed 115 px (offset + 20)', () => {
    renderBar();
    const scrolled = (t: Record<string, number>) => {
      tops = { ...tops, ...t };
      act(() => {
        window.dispatchEvent(new Event('scroll'));
        jest.advanceTimersByTime(20);
      });
    };
    scrolled({ overview: -400, 'credit-details': 115, segments: 116 });
    expect(current()).toBe('Credit details');
    scrolled({ 'credit-details': 116 });
    expect(current()).toBe('Program overview');
  });

  test('[S3-PDP-40] the bar stays in view: it is sticky at the top of the page', () => {
    renderBar();
    expect(screen.getByRole('navigation', { name: 'On this page' })).toHaveStyle({
      position: 'sticky',
      top: '0px',
    });
  });
});
