import { act, screen } from '@testing-library/react';
import type { PageContent } from '@cle/contracts/page';
import { renderWithProviders } from '@cle/testing/render';
import { replaceLocation } from '../../lib/leave-site';
import { MobileStoreRedirectPage } from './mobile-store-redirect-page';

// jsdom cannot leave the site: the test stands in for the browser
jest.mock('../../lib/leave-site');

const storePage = (redirectUrl?: string) =>
  ({
    contentLink: { id: 'app-store' },
    contentType: ['PageData', 'MobileStoreRedirectPage'],
    name: 'Get the app',
    friendlyUrl: '/app',
    properties: redirectUrl === undefined ? {} : { redirectUrl },
  }) as unknown as PageContent;

const APP_STORE = 'https://www.pli.edu/app';

beforeEach(() => jest.mocked(replaceLocation).mockClear());

test("[S1-PAGES-09] while it redirects the page rotates 'Redirecting...', 'Hang in there...', 'One moment...'", () => {
  jest.useFakeTimers();
  try {
    renderWithProviders(<MobileStoreRedirectPage page={storePage(APP_STORE)} />, { path: '/app' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Redirecting...');
    act(() => void jest.advanceTimersByTime(2000));
    expect(status).toHaveTextContent('Hang in there...');
    act(() => void jest.advanceTimersByTime(2000));
    expect(status).toHaveTextContent('One moment...');
    act(() => void jest.advanceTimersByTime(2000));
    expect(status).toHaveTextContent('Redirecting...');
  } finally {
    jest.useRealTimers();
  }
});

test('[S1-PAGES-07] the page sends the browser to its URL: the store on another site, or a site path', () => {
  renderWithProviders(<MobileStoreRedirectPage page={storePage(APP_STORE)} />, { path: '/app' });
  expect(replaceLocation).toHaveBeenCalledWith(APP_STORE);
  renderWithProviders(<MobileStoreRedirectPage page={storePage('/apps/cle')} />, {
    path: '/app',
    redirectTargets: ['/apps/cle'],
  });
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/apps\/cle$/);
  expect(replaceLocation).toHaveBeenCalledTimes(1);
});

test('[S1-PAGES-08] with no URL, or one on a host the site does not send people to, the page goes to /404', () => {
  for (const url of [undefined, 'https://evil.example/']) {
    const { unmount } = renderWithProviders(<MobileStoreRedirectPage page={storePage(url)} />, {
      path: '/app',
      redirectTargets: ['/404'],
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/404$/);
    unmount();
  }
  expect(replaceLocation).not.toHaveBeenCalled();
});
