// The chrome's site parts as the shell's unit tests serve them (header, footer, labels), with the
// parts a test cares about overridden. Test code only: imported by *.test.tsx files.
import type { SiteParts } from '@cle/contracts/schemas';
import { SITE_PARTS_PATH } from '@cle/contracts/site-parts';
import { api, server } from '@cle/testing/msw';

export type ChromeParts = Pick<SiteParts, 'header' | 'footer' | 'labels'>;

export const CHROME_PARTS: ChromeParts = {
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
