// The chrome's site parts as the shell's unit tests serve them (header, footer, labels), with the
// parts a test cares about overridden. Test code only: imported by *.test.tsx files.
import type { GlobalBanner, SiteParts } from '@cle/contracts/schemas';
import { SITE_PARTS_PATH } from '@cle/contracts/site-parts';
import { api, server } from '@cle/testing/msw';

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

/** The chrome parts as the seeded API answers them (api/src/seed/generate-cms.ts, generate-shell-pages.ts). */
export const SITE_CHROME_PARTS: ChromeParts = {
  header: {
    primaryNav: [
      {
        href: '/search?query=&format=Live%20In-Person;Live%20Webcast',
        text: 'Programs',
        title: 'Live and on-demand programs',
      },
      {
        href: '/search?query=&tab=Publications',
        text: 'Publications',
        title: 'Course handbooks, answer books and treatises',
      },
      { href: '/podcasts', text: 'Podcasts', title: 'PLI podcasts' },
      { href: '/credit-info/new-york', text: 'CLE Credit', title: 'CLE requirements by jurisdiction' },
      { href: '/membership', text: 'Membership', title: 'Privileged Membership' },
    ],
    subNav: [
      { href: '/account/library', text: 'My Library' },
      { href: '/account/credit/credit-tracker', text: 'Credit Tracker' },
      { href: '/account/profile', text: 'Profile' },
    ],
    helpLink: { href: '/company/contact-us', text: 'Help' },
    providerSiteLink: { href: 'https://www.pli.edu', text: 'About PLI', target: '_blank' },
  },
  footer: {
    description:
      'PLI is a nonprofit continuing legal education organization chartered by the Regents of the University of the State of New York.',
    linkLists: [
      {
        heading: 'Learn',
        links: [
          { href: '/search?query=', text: 'All programs' },
          { href: '/podcasts', text: 'Podcasts' },
          { href: '/credit-info', text: 'CLE requirements' },
          { href: '/practice-areas', text: 'Practice areas' },
        ],
      },
      {
        heading: 'Company',
        links: [
          { href: '/company/contact-us', text: 'Contact us' },
          { href: '/about/faculty', text: 'Our faculty' },
          { href: '/about', text: 'About PLI' },
        ],
      },
    ],
    bottomLinks: [
      { href: '/support/disclaimer', text: 'Disclaimer' },
      { href: '/support/privacy-policy', text: 'Privacy policy' },
      { href: '/support/terms-of-use', text: 'Terms of use' },
    ],
    legacySiteLink: {
      href: 'https://legacy.pli.example/',
      text: 'Switch to the legacy site',
      target: '_self',
    },
  },
  labels: {
    cartUrl: '/cart',
    classicCartUrl: 'https://legacy.pli.example/cart',
    searchPage: '/search',
    customerServicePhone: '(800) 260-4754',
  },
};

/** The global banners as the seeded API answers GET /banners: one per session, one dismissed for good. */
export const SITE_BANNERS: GlobalBanner[] = [
  {
    contentLink: { id: 'banner-maintenance' },
    collapsedText: 'Scheduled maintenance Sunday 2–4 a.m. ET: the store may be briefly unavailable.',
    content: [
      {
        heading: 'Scheduled maintenance',
        body: 'On Sunday from 2 to 4 a.m. ET the store and credit tracker may be briefly unavailable.',
      },
    ],
    dismissability: 'Single Session',
    theme: 'general',
  },
  {
    contentLink: { id: 'banner-probono' },
    collapsedText: 'Free pro bono training for public interest lawyers.',
    content: [
      { heading: 'Pro bono training', body: 'PLI offers free access to programs for pro bono attorneys.' },
    ],
    dismissability: 'Permanent Dismissal',
    theme: 'probono',
  },
];
