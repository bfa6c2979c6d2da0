import { screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { api, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { replaceLocation } from '../lib/leave-site';
import {
  AuthenticatedProductRedirect,
  ClaimCreditRedirect,
  LaunchingPage,
  ProductRedirect,
} from './product-redirect';
import { RouteErrorPage } from './route-error-page';

// jsdom cannot leave the site: the test stands in for the browser
jest.mock('../lib/leave-site');

/** Where the redirect landed, and whether it pushed or replaced the history entry. */
function Landing() {
  const type = useNavigationType();
  const { pathname, search, hash } = useLocation();
  return <p data-testid="landing">{`${type} ${pathname}${search}${hash}`}</p>;
}

function renderAt(path: string, auth?: NonNullable<Parameters<typeof renderWithProviders>[1]>['auth']) {
  return renderWithProviders(
    <Routes>
      <Route path="/product/:code" element={<ProductRedirect />} />
      <Route path="/product-auth/:code" element={<AuthenticatedProductRedirect />} />
      <Route path="/claim-credit/:itemPk" element={<ClaimCreditRedirect />} />
      <Route path="*" element={<Landing />} />
    </Routes>,
    { path, auth },
  );
}

describe('redirect routes', () => {
  test('[S1-ROUTES-07] the product redirect replaces the history entry with the product page', async () => {
    server.use(api.get('/product-link/380000', () => ({ url: '/programs/ethics-2027' })));
    renderAt('/product/380000?src=mail');
    expect(await screen.findByTestId('landing')).toHaveTextContent('REPLACE /programs/ethics-2027?src=mail');
  });

  test('[S1-ROUTES-05] [S1-ROUTES-06] the product redirect looks the code up and goes there inside the site, keeping query and hash', async () => {
    server.use(api.get('/product-link/380000', () => ({ url: '/programs/ethics-2027' })));
    renderAt('/product/380000?utm_source=share#SEGV2');
    expect(await screen.findByTestId('landing')).toHaveTextContent(
      /^REPLACE \/programs\/ethics-2027\?utm_source=share#SEGV2$/,
    );
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  test('[S1-ROUTES-10] the authenticated product redirect replaces the history entry too', async () => {
    server.use(api.get('/product-link-auth/380000', () => ({ url: '/programs/ethics-2027' })));
    renderAt('/product-auth/380000', { token: 't', name: 'Ada', sub: 'u1' });
    expect(await screen.findByTestId('landing')).toHaveTextContent('REPLACE /programs/ethics-2027');
  });

  test('[S1-ROUTES-14] [S3-MODALS-26] /launching shows a full-screen loading spinner', () => {
    renderWithProviders(<LaunchingPage />);
    const spinner = screen.getByRole('status', { name: 'Launching' });
    const style = getComputedStyle(spinner);
    expect(style.position).toBe('fixed');
    expect(style.inset).toBe('0');
  });
});

describe('the claim-credit redirect', () => {
  const MEMBER = { token: 't', name: 'Ada', sub: 'u1' };
  beforeEach(() => jest.mocked(replaceLocation).mockClear());

  test('[S1-ROUTES-12] the claim-credit redirect goes to the looked-up external href', async () => {
    const href = 'https://cle-claims.pli.edu/claim?item=P1';
    server.use(api.get('/claim-credit-link/P1', () => ({ href })));
    renderAt('/claim-credit/P1', MEMBER);
    await waitFor(() => expect(replaceLocation).toHaveBeenCalledWith(href));
  });

  test("[S1-ROUTES-13] with no href (or one on a host the site does not send people to) it goes to '/'", async () => {
    server.use(api.get('/claim-credit-link/P2', () => ({ href: null })));
    renderAt('/claim-credit/P2', MEMBER);
    expect(await screen.findByTestId('landing')).toHaveTextContent(/^REPLACE \/$/);
    server.use(api.get('/claim-credit-link/P3', () => ({ href: 'https://evil.example/claim' })));
    renderAt('/claim-credit/P3', MEMBER);
    await waitFor(() => expect(screen.getAllByTestId('landing')).toHaveLength(2));
    expect(screen.getAllByTestId('landing')[1]).toHaveTextContent(/^REPLACE \/$/);
    expect(replaceLocation).not.toHaveBeenCalled();
  });
});

describe('route error page', () => {
  test('[S1-PAGES-05] the error message shows when there is one', () => {
    renderWithProviders(
      <RouteErrorPage status={500} statusText="Server error" message="The CMS is restarting" />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! 500' })).toBeInTheDocument();
    expect(screen.getByText('Server error')).toBeInTheDocument();
    expect(screen.getByText('The CMS is restarting')).toBeInTheDocument();
  });

  test("[S1-PAGES-06] an error without a status shows 'Oops! Unexpected Error / Something went wrong.'", () => {
    renderWithProviders(<RouteErrorPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Unexpected Error' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong.')).toBeInTheDocument();
  });
});
