// The site's parts as the CMS stores them: header, footer, cart upsell, labels; the banners and the
// feature flags. Part of generateCms's output (generate-cms.ts).
import type { Catalogue } from './generate-catalogue';
import { cartUpsellPart } from './generate-store-content';

/** The site parts need only New York's slug (the CLE Credit link). */
type Jurisdiction = Pick<Catalogue['jurisdictions'][number], 'slug'>;

export function siteParts(ny: Jurisdiction) {
  return { header: headerPart(ny), footer: footerPart(), cartUpsell: cartUpsellPart(), labels: siteLabels() };
}

function headerPart(ny: Jurisdiction) {
  return {
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
      { href: `/credit-info/${ny.slug}`, text: 'CLE Credit', title: 'CLE requirements by jurisdiction' },
      { href: '/membership', text: 'Membership', title: 'Privileged Membership' },
    ],
    subNav: [
      { href: '/account/library', text: 'My Library' },
      { href: '/account/credit/credit-tracker', text: 'Credit Tracker' },
      { href: '/account/certificates', text: 'Certificates' },
      { href: '/account/licenses', text: 'Licenses and Jurisdictions' },
      { href: '/account/payment-methods', text: 'Payment Methods' },
      { href: '/account/profile', text: 'Profile' },
    ],
    helpLink: { href: '/company/contact-us', text: 'Help' },
    providerSiteLink: { href: 'https://www.pli.edu', text: 'About PLI', target: '_blank' },
  };
}

function footerPart() {
  return {
    description:
      'PLI is a nonprofit continuing legal education organization chartered by the Regents of the University of the State of New York.',
    linkLists: [
      {
        heading: 'Learn',
        links: [
          { href: '/search?query=', text: 'All programs' },
          { href: '/podcasts', text: 'Podcasts' },
          { href: '/credit-info', text: 'CLE requirements' },
        ],
      },
      {
        heading: 'Company',
        links: [
          { href: '/company/contact-us', text: 'Contact us' },
          { href: '/media-and-press/pli-announces-2027-programs', text: 'Media & Press' },
          { href: '/about/faculty', text: 'Our faculty' },
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
  };
}

type Footer = ReturnType<typeof footerPart>;

/**
 * The footer with the links of the shell's own pages (generate-shell-pages.ts adds them to the seed),
 * after the existing links, which stay as they are.
 */
export function withFooterLinks(footer: Footer): Footer {
  return {
    ...footer,
    linkLists: footer.linkLists.map((list) =>
      list.heading === 'Learn'
        ? { ...list, links: [...list.links, { href: '/practice-areas', text: 'Practice areas' }] }
        : list.heading === 'Company'
          ? { ...list, links: [...list.links, { href: '/about', text: 'About PLI' }] }
          : list,
    ),
  };
}

/** Labels and links the remotes read from the CMS. */
function siteLabels() {
  return {
    cartUrl: '/cart',
    classicCartUrl: 'https://legacy.pli.example/cart',
    certificatesPage: '/account/certificates',
    libraryPage: '/account/library',
    licensesPage: '/account/licenses',
    searchPage: '/search',
    plusMembershipInfoPage: '/membership',
    profilePage: '/account/profile',
    globalErrorPage: '/error',
    backToCartUrl: '/cart',
    customerServicePhone: '(800) 260-4754',
    customerServiceEmail: 'info@pli.edu',
    // the faculty follow toasts (spec 2: configured labels; {name} is the faculty member)
    facultyFollowToast: "You're now following {name}",
    facultyUnfollowToast: "You're no longer following {name}",
    facultyFollowErrorToast: 'Something went wrong. You are not following this faculty member yet.',
    facultyUnfollowErrorToast: 'Something went wrong. You are still following this faculty member.',
  };
}

/** The site-wide banners (dismissable). */
export function siteBanners() {
  return [
    {
      id: 'banner-maintenance',
      active: true,
      sort_order: 1,
      data: {
        contentLink: { id: 'banner-maintenance' },
        collapsedText: 'Scheduled maintenance Sunday 2–4 a.m. ET: the store may be briefly unavailable.',
        content: [
          {
            heading: 'Scheduled maintenance',
            body: 'On Sunday from 2 to 4 a.m. ET the store and credit tracker may be briefly unavailable. Programs already purchased stay available.',
          },
        ],
        dismissability: 'Single Session',
        theme: 'general',
      },
    },
    {
      id: 'banner-probono',
      active: true,
      sort_order: 2,
      data: {
        contentLink: { id: 'banner-probono' },
        collapsedText: 'Free pro bono training for public interest lawyers.',
        content: [
          {
            heading: 'Pro bono training',
            body: 'PLI offers free access to programs for public interest and pro bono attorneys.',
          },
        ],
        dismissability: 'Permanent Dismissal',
        theme: 'probono',
      },
    },
  ];
}

export function featureFlags() {
  return [
    { name: 'cart-from-new-cms', enabled: true },
    { name: 'cart-panel', enabled: true },
    // 'new cards disabled' mode of the card form (spec 3 §4.9); PAYMENT_NEW_CARDS_DISABLED overrides it
    { name: 'disable-new-payment-method', enabled: false },
  ];
}
