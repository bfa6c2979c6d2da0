import { screen, within } from '@testing-library/react';
import { SITE_PARTS_PATH } from '@cle/contracts/site-parts';
import { api, delay, HttpResponse, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { expectNoAxeViolations } from '@cle/testing/axe';
import { Header } from './header';
import { HeaderBoundary } from './fallback-header';
import { FALLBACK_HEADER } from './fallback-menu';

// the links themselves are checked against the spec's paths in the fault matrix (e2e)
const BUILT_IN_MENU = FALLBACK_HEADER.primaryNav.map((l) => [l.text, l.href] as const);

// The header's primary navigation shows from the large breakpoint on; jsdom applies no media
// queries, so there it is hidden (and has no accessible name): found by its label attribute.
const atLargeWidths = { hidden: true };
const primaryNav = () => document.querySelector<HTMLElement>('nav[aria-label="Primary"]')!;

function expectBuiltInMenu(nav: HTMLElement, options = {}) {
  for (const [name, href] of BUILT_IN_MENU)
    expect(within(nav).getByRole('link', { name, ...options })).toHaveAttribute('href', href);
}

function Exploding(): never {
  throw new Error('header exploded');
}

describe('the static fallback header (spec 1 §2)', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  test('[S1-CHROME-20] the site parts call fails (API down): the header shows the built-in menu', async () => {
    server.use(api.get(SITE_PARTS_PATH, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const { container } = renderWithProviders(<Header />);
    expect(await screen.findByRole('link', { name: 'My Library', ...atLargeWidths })).toBeInTheDocument();
    expectBuiltInMenu(primaryNav(), atLargeWidths);
    expect(screen.getByText('Help')).toHaveAttribute('href', '/company/contact-us');
    await expectNoAxeViolations(container);
  });

  test('while the site parts are on their way the menu stays empty (no built-in links flash first)', async () => {
    server.use(
      api.get(SITE_PARTS_PATH, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderWithProviders(<Header />);
    expect(within(primaryNav()).queryAllByRole('link', atLargeWidths)).toHaveLength(0);
  });

  test('[S1-CHROME-20] the header crashes: the static header shows in its place, not an error card', async () => {
    const { container } = renderWithProviders(
      <HeaderBoundary>
        <Exploding />
      </HeaderBoundary>,
    );
    expect(within(await screen.findByRole('banner')).getByRole('link', { name: 'PLI home' })).toHaveAttribute(
      'href',
      '/',
    );
    expectBuiltInMenu(screen.getByRole('navigation', { name: 'Primary' }));
    expect(screen.queryByText('Element failed to load')).not.toBeInTheDocument();
    return expectNoAxeViolations(container);
  });
});
