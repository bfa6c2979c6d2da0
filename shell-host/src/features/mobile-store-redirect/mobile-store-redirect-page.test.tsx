import { act, render, screen } from '@testing-library/react';
import type { PageContent } from '@cle/contracts/page';
import { MobileStoreRedirectPage, mobileStoreTarget } from './mobile-store-redirect-page';

const page = {
  contentLink: { id: 'app-store' },
  contentType: ['PageData', 'MobileStoreRedirectPage'],
  name: 'Get the app',
  properties: { redirectUrl: '/apps/cle' },
} as unknown as PageContent;

test("[S1-PAGES-09] while it redirects the page rotates 'Redirecting...', 'Hang in there...', 'One moment...'", () => {
  jest.useFakeTimers();
  // jsdom cannot follow the page's location.replace and says so on the console
  const jsdomNavigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    render(<MobileStoreRedirectPage page={page} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Redirecting...');
    act(() => void jest.advanceTimersByTime(2000));
    expect(status).toHaveTextContent('Hang in there...');
    act(() => void jest.advanceTimersByTime(2000));
    expect(status).toHaveTextContent('One moment...');
    act(() => void jest.advanceTimersByTime(2000));
    expect(status).toHaveTextContent('Redirecting...');
  } finally {
    jsdomNavigation.mockRestore();
    jest.useRealTimers();
  }
});

test('[S1-PAGES-07] [S1-PAGES-08] mobile store redirect: its URL, else /404', () => {
  expect(mobileStoreTarget('/')).toBe('/');
  expect(mobileStoreTarget('https://www.pli.edu/app')).toBe('https://www.pli.edu/app');
  expect(mobileStoreTarget(undefined)).toBe('/404');
  expect(mobileStoreTarget('https://evil.example/')).toBe('/404');
});
