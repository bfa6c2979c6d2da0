import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@cle/testing/render';
import { Header } from './header';
import { pageChrome, siteState } from '../../lib/site-state';
import { serveChromeParts } from '../../lib/chrome-parts.fixture';
import { see, observeInEachTest } from '../../lib/view-observer.fixture';

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
}

observeInEachTest();
beforeEach(() => {
  siteState.reset();
  serveChromeParts();
});
afterEach(() => setScrollY(0));

describe('the header in the site-wide page state', () => {
  test('[S1-CHROME-18] the sticky header is recorded as isSticky with the header height', async () => {
    const height = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(72);
    setScrollY(1000);
    window.innerWidth = 1300; // desktop: the 185 px threshold
    renderWithProviders(<Header />);
    await screen.findByText('Help');
    // the hook reads the starting position in the next frame: wait for a frame requested after its own
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(siteState.get()).toMatchObject({ isSticky: false, headerHeight: 72 });
    setScrollY(900); // scrolling up, past 185 px
    act(() => void fireEvent.scroll(window));
    expect(siteState.get()).toMatchObject({ isSticky: true, headerHeight: 72 });
    height.mockRestore();
    window.innerWidth = 1024;
  });

  test('[S1-CHROME-19] the header records isInView and how much of it is on screen (inViewOffset)', async () => {
    renderWithProviders(<Header />);
    const header = screen.getByRole('banner');
    act(() => see(header, true, 40));
    expect(siteState.get()).toMatchObject({ isInView: true, inViewOffset: 40 });
    act(() => see(header, false, 0));
    expect(siteState.get()).toMatchObject({ isInView: false, inViewOffset: 0 });
  });

  test('[S1-CHROME-21] the logo colour follows the site-wide logoColor state: red or white', async () => {
    renderWithProviders(<Header />);
    const logo = screen.getByRole('link', { name: 'PLI home' });
    expect(logo).toHaveAttribute('data-logo-color', 'red');
    expect(getComputedStyle(logo).color).toBe('rgb(200, 16, 46)');
    act(() => siteState.set(pageChrome({ logoColor: 'white' })));
    expect(logo).toHaveAttribute('data-logo-color', 'white');
    expect(getComputedStyle(logo).color).toBe('rgb(255, 255, 255)');
    // anything but white is the default red
    expect(pageChrome({ logoColor: 'black' }).logoColor).toBe('red');
  });

  test('[S1-CHROME-22] the header theme follows the site-wide headerTheme state', () => {
    renderWithProviders(<Header />);
    const bar = screen.getByRole('link', { name: 'PLI home' }).parentElement!;
    expect(bar).toHaveAttribute('data-theme', 'light');
    act(() => siteState.set(pageChrome({ headerTheme: 'dark' })));
    expect(bar).toHaveAttribute('data-theme', 'dark');
    expect(getComputedStyle(bar).color).toBe('rgb(255, 255, 255)');
  });
});
