import { act, screen, within } from '@testing-library/react';
import type { SiteParts } from '@cle/contracts/schemas';
import { renderWithProviders } from '@cle/testing/render';
import { expectNoAxeViolations } from '@cle/testing/axe';
import { Footer } from './footer';
import { serveChromeParts } from '../../lib/chrome-parts.fixture';
import { NavItem } from '../../components/nav-item';
import { siteState } from '../../lib/site-state';
import { see, observeInEachTest } from '../../lib/view-observer.fixture';

const FOOTER: SiteParts['footer'] = {
  description: 'PLI is a nonprofit continuing legal education organization.',
  linkLists: [
    { heading: 'Learn', links: [{ href: '/podcasts', text: 'Podcasts' }] },
    { heading: 'Company', links: [{ href: '/company/contact-us', text: 'Contact us' }] },
  ],
  bottomLinks: [{ href: '/support/disclaimer', text: 'Disclaimer' }],
};

const serveFooter = (footer: SiteParts['footer']) => serveChromeParts({ footer });

describe('footer', () => {
  test('[S1-CHROME-24] [S1-CHROME-25] [S1-CHROME-26] [S1-ROUTES-23] the footer shows a logo to the home page, the description and each link list under its heading', async () => {
    serveFooter(FOOTER);
    const { container } = renderWithProviders(<Footer />);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'PLI home' })).toHaveAttribute('href', '/');
    expect(await within(footer).findByText(FOOTER.description)).toBeInTheDocument();
    const learn = within(footer).getByRole('navigation', { name: 'Learn' });
    expect(within(learn).getByRole('heading', { name: 'Learn' })).toBeInTheDocument();
    expect(within(learn).getByRole('link', { name: 'Podcasts' })).toHaveAttribute('href', '/podcasts');
    const company = within(footer).getByRole('navigation', { name: 'Company' });
    expect(within(company).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/company/contact-us',
    );
    await expectNoAxeViolations(container);
  });

  test("[S1-CHROME-30] the footer's copyright line is '© 1996-{current year}' and the provider name", () => {
    serveFooter(FOOTER);
    jest.useFakeTimers({ now: new Date('2031-03-01T12:00:00Z') });
    try {
      renderWithProviders(<Footer />);
      expect(
        within(screen.getByRole('contentinfo')).getByText('© 1996-2031 Practising Law Institute'),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  test("[S1-CHROME-31] the 'Switch to the legacy site' link shows only when the site parts configure it", async () => {
    serveFooter(FOOTER);
    const { unmount } = renderWithProviders(<Footer />);
    await screen.findByText(FOOTER.description);
    expect(screen.queryByRole('link', { name: 'Switch to the legacy site' })).not.toBeInTheDocument();
    unmount();

    serveFooter({
      ...FOOTER,
      legacySiteLink: { href: 'https://legacy.example/', text: 'Switch to the legacy site', target: '_self' },
    });
    renderWithProviders(<Footer />);
    // through the shell server's switch route, which sends the visitor on to the CMS's legacy site
    expect(await screen.findByRole('link', { name: 'Switch to the legacy site' })).toHaveAttribute(
      'href',
      '/legacy-site',
    );
  });
});

describe('navigation links', () => {
  test('[S1-CHROME-23] a navigation link is rendered from its href, text, title and target', () => {
    renderWithProviders(
      <ul>
        <li>
          <NavItem link={{ href: '/podcasts', text: 'Podcasts', title: 'PLI podcasts' }} />
        </li>
        <li>
          <NavItem
            link={{ href: 'https://www.pli.edu', text: 'About PLI', title: 'Our site', target: '_blank' }}
          />
        </li>
      </ul>,
    );
    const inside = screen.getByRole('link', { name: 'Podcasts' });
    expect(inside).toHaveAttribute('href', '/podcasts');
    expect(inside).toHaveAttribute('title', 'PLI podcasts');
    expect(inside).not.toHaveAttribute('target');
    const outside = screen.getByRole('link', { name: 'About PLI' });
    expect(outside).toHaveAttribute('href', 'https://www.pli.edu');
    expect(outside).toHaveAttribute('title', 'Our site');
    expect(outside).toHaveAttribute('target', '_blank');
    // a new tab never gets a handle on this window
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('the footer in the site-wide page state', () => {
  observeInEachTest();
  beforeEach(() => {
    siteState.reset();
    serveChromeParts();
  });

  test('[S1-CHROME-34] the footer reports its visibility as footerVisible', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(siteState.get().footerVisible).toBe(false);
    act(() => see(footer, true, 120));
    expect(siteState.get().footerVisible).toBe(true);
    act(() => see(footer, false, 0));
    expect(siteState.get().footerVisible).toBe(false);
  });
});
