// The global banner's definition (spec 1 §3): logos, behaviours and actions, and what the shell does
// with values the CMS sends that it does not know (spec 1 §8: logged to the console).
import { fireEvent, screen, within } from '@testing-library/react';
import { BannerSchema } from '@cle/contracts/schemas';
import type { GlobalBanner } from '@cle/contracts/schemas';
import { api, server } from '@cle/testing/msw';
import { renderWithProviders } from '@cle/testing/render';
import { GlobalBanners } from './global-banner';
import { bannerLogo } from './banner-rules';

const BANNER: GlobalBanner = {
  contentLink: { id: 'b-logo' },
  collapsedText: 'Pro bono week',
  content: [
    {
      heading: 'Pro bono week',
      body: 'Free programs all week.',
      action: { type: 'dismiss', text: 'Got it' },
    },
  ],
  dismissability: 'Single Session',
  theme: 'probono',
  logoRed: '/logos/pli-red.svg',
  logoWhite: '/logos/pli-white.svg',
};

let warn: jest.SpyInstance;
beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined)));
afterEach(() => {
  warn.mockRestore();
  sessionStorage.clear();
});

describe('global banner content', () => {
  test('[S1-BANNER-14] a banner is its collapsedText, content blocks, contentLink id, dismissability, theme, logoRed and logoWhite', async () => {
    expect(BannerSchema.safeParse(BANNER).success).toBe(true);
    expect(BannerSchema.safeParse({ ...BANNER, logoRed: 7 }).success).toBe(false);
    server.use(api.get<GlobalBanner[]>('/banners', () => [BANNER]));
    renderWithProviders(<GlobalBanners />);
    fireEvent.click(await screen.findByRole('button', { name: 'Read more' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pro bono week' });
    // a dark ground: the white logo
    expect(within(dialog).getByRole('img', { name: 'PLI' })).toHaveAttribute('src', '/logos/pli-white.svg');
    expect(within(dialog).getByText('Free programs all week.')).toBeInTheDocument();
    // the block's dismiss action closes and dismisses (Single Session)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByText('Pro bono week')).not.toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  test('[S1-BANNER-14] the logo follows the ground: white, else red, never red on the critical red', () => {
    expect(bannerLogo(BANNER)).toBe('/logos/pli-white.svg');
    expect(bannerLogo({ ...BANNER, logoWhite: undefined })).toBe('/logos/pli-red.svg');
    expect(bannerLogo({ ...BANNER, logoWhite: undefined, theme: 'critical' })).toBeNull();
    expect(bannerLogo({ theme: 'general' })).toBeNull();
  });

  test('[S1-ERRORS-33] an unknown banner action is logged to the console and not shown', async () => {
    server.use(
      api.get<GlobalBanner[]>('/banners', () => [
        {
          ...BANNER,
          content: [{ body: 'Read on.', action: { type: 'teleport', text: 'Beam me up' } }],
        },
      ]),
    );
    renderWithProviders(<GlobalBanners />);
    fireEvent.click(await screen.findByRole('button', { name: 'Read more' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: 'Beam me up' })).toBeNull();
    expect(within(dialog).getByText('Read on.')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith("[banner] unknown action 'teleport' of banner b-logo");
  });

  test('[S1-ERRORS-34] an unknown banner behavior is logged to the console; the banner still expands', async () => {
    server.use(api.get<GlobalBanner[]>('/banners', () => [{ ...BANNER, behavior: 'explode' }]));
    renderWithProviders(<GlobalBanners />);
    expect(await screen.findByRole('button', { name: 'Read more' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith("[banner] unknown behavior 'explode' of banner b-logo");
  });

  test("[S1-BANNER-14] a banner whose behavior is 'link' leads to its link instead of expanding", async () => {
    server.use(
      api.get<GlobalBanner[]>('/banners', () => [
        { ...BANNER, behavior: 'link', link: { href: '/pro-bono', text: 'See the programs' } },
      ]),
    );
    renderWithProviders(<GlobalBanners />);
    expect(await screen.findByRole('link', { name: 'See the programs' })).toHaveAttribute(
      'href',
      '/pro-bono',
    );
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});
