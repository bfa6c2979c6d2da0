// The chrome's site parts as the shell's unit tests serve them (header, footer, labels), with the
// parts a test cares about overridden. Test code only: imported by *.test.tsx files.
import { BannersSchema } from '@cle/contracts/schemas';
import type { GlobalBanner, SiteParts } from '@cle/contracts/schemas';
import { SITE_PARTS_PATH } from '@cle/contracts/site-parts';
import { api, server } from '@cle/testing/msw';
import { siteBanners, siteParts, withFooterLinks } from '../../../api/src/seed/generate-site-parts';

export type ChromeParts = Pick<SiteParts, 'header' | 'footer' | 'labels'>;

const CHROME_PARTS: ChromeParts = {
  header: {
    primaryNav: [{ href: '/programs', text: 'Programs' }],
    subNav: [{ href: '/my-library', text: 'My Library' }],
    helpLink: { href: '/help', text: 'Help' },
    providerSiteLink: { href: 'https://provider.example/', text: 'Provider site' },
  },
  footer: { description: 'CLE', linkLists: [], bottomLinks: [] },
  labels: { cartUrl: '/cart', classicCartUrl: 'https://shop.example/cart' },
};

/** Answers GET /site-parts with the chrome parts, `overrides` replacing whole parts. */
export function serveChromeParts(overrides: Partial<ChromeParts> = {}): ChromeParts {
  const parts = { ...CHROME_PARTS, ...overrides };
  server.use(api.get<ChromeParts>(SITE_PARTS_PATH, () => parts));
  return parts;
}

const seeded = siteParts({ slug: 'new-york' });
/**
 * The chrome parts as the seeded API answers them: the seed's own header, labels and footer with the
 * shell pages' links (api/src/seed/generate-site-parts.ts).
 */
export const SITE_CHROME_PARTS: ChromeParts = {
  header: seeded.header,
  footer: withFooterLinks(seeded.footer),
  labels: seeded.labels,
};

/** The global banners as the seeded API answers GET /banners: one per session, one dismissed for good. */
export const SITE_BANNERS: GlobalBanner[] = BannersSchema.parse(siteBanners().map((b) => b.data));
