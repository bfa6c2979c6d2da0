import { fireEvent, screen, within } from '@testing-library/react';
import { BannerSchema } from '@cle/contracts/schemas';
import type { GlobalBanner } from '@cle/contracts/schemas';
import { api, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { expectNoAxeViolations } from '@cle/testing/axe';
import { colors } from '@cle/ui/theme';
import { GlobalBanners } from './global-banner';

const BANNER: GlobalBanner = {
  contentLink: { id: 'b1' },
  collapsedText: 'Offices closed on Friday',
  content: [{ heading: 'Holiday hours', body: 'Customer service reopens on Monday.' }],
  dismissability: 'Not Dismissable',
  theme: 'general',
};

describe('global banner', () => {
  test('Read more opens a modal dialog named by its heading; Escape closes it and focus returns', async () => {
    server.use(api.get<GlobalBanner[]>('/banners', () => [BANNER]));
    const { container } = renderWithProviders(<GlobalBanners />);
    const readMore = await screen.findByRole('button', { name: 'Read more' });
    readMore.focus();
    fireEvent.click(readMore);
    const dialog = await screen.findByRole('dialog', { name: 'Holiday hours' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    await expectNoAxeViolations(container);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Close' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(readMore).toHaveFocus();
  });

  test('[S1-BANNER-02] [S1-BANNER-03] [S1-BANNER-04] [S1-BANNER-10] the collapsed bar shows the collapsed text, an expand button, and a dismiss button only when dismissable', async () => {
    server.use(
      api.get<GlobalBanner[]>('/banners', () => [
        BANNER,
        {
          ...BANNER,
          contentLink: { id: 'b2' },
          collapsedText: 'New programs for 2027',
          dismissability: 'Single Session',
        },
      ]),
    );
    renderWithProviders(<GlobalBanners />);
    const [fixed, dismissable] = await screen.findAllByRole('region', { name: 'Site announcement' });
    expect(within(fixed!).getByText('Offices closed on Friday')).toBeInTheDocument();
    expect(within(fixed!).getByRole('button', { name: 'Read more' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(fixed!).queryByRole('button', { name: /Dismiss/ })).not.toBeInTheDocument();
    expect(within(dismissable!).getByText('New programs for 2027')).toBeInTheDocument();
    fireEvent.click(
      within(dismissable!).getByRole('button', { name: 'Dismiss announcement: New programs for 2027' }),
    );
    expect(screen.queryByText('New programs for 2027')).not.toBeInTheDocument();
    expect(screen.getByText('Offices closed on Friday')).toBeInTheDocument();
  });

  test('[S1-BANNER-05] [S1-BANNER-06] [S1-BANNER-07] [S1-BANNER-08] expanding shows a full-width overlay with every content block and a close button; scrolling is locked until it closes', async () => {
    server.use(
      api.get<GlobalBanner[]>('/banners', () => [
        {
          ...BANNER,
          content: [
            { heading: 'Holiday hours', body: 'Customer service reopens on Monday.' },
            { body: 'Online programs stay available.' },
          ],
        },
      ]),
    );
    renderWithProviders(<GlobalBanners />);
    fireEvent.click(await screen.findByRole('button', { name: 'Read more' }));
    const overlay = await screen.findByRole('dialog', { name: 'Holiday hours' });
    expect(getComputedStyle(overlay).width).toBe('100%');
    expect(within(overlay).getByRole('heading', { name: 'Holiday hours' })).toBeInTheDocument();
    expect(within(overlay).getByText('Customer service reopens on Monday.')).toBeInTheDocument();
    expect(within(overlay).getByText('Online programs stay available.')).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  test('[S1-BANNER-12] [S1-BANNER-15] [S1-BANNER-16] dismissing a Permanent Dismissal banner writes its cookie, dated, with an expiry 365 days ahead', async () => {
    const now = Date.UTC(2026, 10, 29, 3, 0, 0);
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    const writes = jest.spyOn(Document.prototype, 'cookie', 'set');
    server.use(
      api.get<GlobalBanner[]>('/banners', () => [
        {
          ...BANNER,
          contentLink: { id: 'b9' },
          collapsedText: 'We moved',
          dismissability: 'Permanent Dismissal',
        },
      ]),
    );
    try {
      renderWithProviders(<GlobalBanners />);
      fireEvent.click(await screen.findByRole('button', { name: 'Dismiss announcement: We moved' }));
      const written = writes.mock.calls
        .map(([v]) => String(v))
        .filter((v) => v.startsWith('dismissedElements='));
      expect(written).toHaveLength(1);
      const expires = /;\s*expires=([^;]+)/i.exec(written[0]!)?.[1];
      expect(Date.parse(expires!) - now).toBe(365 * 86_400_000);
      expect(decodeURIComponent(document.cookie)).toContain(`b9:${now}`);
    } finally {
      writes.mockRestore();
      clock.mockRestore();
      document.cookie = 'dismissedElements=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    }
  });

  test('[S1-BANNER-09] [S1-BANNER-11] a Single Session dismissal keeps the banner hidden on the next page view of the session, not after it', async () => {
    const survey: GlobalBanner = {
      ...BANNER,
      contentLink: { id: 'b-session' },
      collapsedText: 'Survey',
      dismissability: 'Single Session',
    };
    // the Not Dismissable banner beside it says when the banners have arrived
    server.use(api.get<GlobalBanner[]>('/banners', () => [BANNER, survey]));
    const first = renderWithProviders(<GlobalBanners />);
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss announcement: Survey' }));
    expect(screen.queryByText('Survey')).not.toBeInTheDocument();
    expect(document.cookie).not.toContain('b-session');
    first.unmount();
    // the next page view in this session: still hidden
    const next = renderWithProviders(<GlobalBanners />);
    expect(await screen.findByText(BANNER.collapsedText)).toBeInTheDocument();
    expect(screen.queryByText('Survey')).not.toBeInTheDocument();
    next.unmount();
    // a new session (session storage gone): the banner is back
    sessionStorage.clear();
    renderWithProviders(<GlobalBanners />);
    expect(await screen.findByText('Survey')).toBeInTheDocument();
  });

  test('[S1-BANNER-13] each theme paints its own ground: general, critical (red), probono', async () => {
    server.use(
      api.get<GlobalBanner[]>('/banners', () =>
        (['general', 'critical', 'probono'] as const).map((theme) => ({
          ...BANNER,
          contentLink: { id: `b-${theme}` },
          collapsedText: `A ${theme} notice`,
          theme,
        })),
      ),
    );
    renderWithProviders(<GlobalBanners />);
    const regions = await screen.findAllByRole('region', { name: 'Site announcement' });
    const grounds = regions.map((r) => getComputedStyle(r).backgroundColor);
    const red = document.createElement('div');
    red.style.backgroundColor = colors.red;
    expect(grounds[1]).toBe(red.style.backgroundColor);
    expect(new Set(grounds).size).toBe(3);
  });

  test('[S1-BANNER-09] [S1-BANNER-13] dismissability is Not Dismissable, Single Session or Permanent Dismissal and the theme general, critical or probono; nothing else is a banner', () => {
    for (const dismissability of ['Not Dismissable', 'Single Session', 'Permanent Dismissal'] as const)
      for (const theme of ['general', 'critical', 'probono'] as const)
        expect(BannerSchema.safeParse({ ...BANNER, dismissability, theme }).success).toBe(true);
    expect(BannerSchema.safeParse({ ...BANNER, dismissability: 'Forever' }).success).toBe(false);
    expect(BannerSchema.safeParse({ ...BANNER, theme: 'party' }).success).toBe(false);
  });
});
