// CMS pages for every page type the shell maps, plus site parts (header, footer, labels) and banners.
import { SEED_EPOCH } from './generate-catalogue';
import type { Catalogue } from './generate-catalogue';
import { cartUpsellPart } from './generate-store-content';
import { cmsPage } from './cms-page';
import type { CmsPageRow } from '../db/rows';

const DAY = 86_400_000;

/** A content row as the CMS stores it: eight items at most, no editor overrides unless given. */
function contentRowBlock(
  rowType: 'standard' | 'faculty',
  heading: string,
  feeds: { text: string; value: string }[],
  options: { editorOverridesPositive?: string[]; displayContentAsList?: boolean } = {},
) {
  return {
    type: 'ContentRowBlock',
    rowType,
    heading,
    feeds,
    maxNumberOfItems: 8,
    hidePurchased: false,
    editorOverridesPositive: options.editorOverridesPositive ?? [],
    editorOverridesNegative: [],
    editorExclusions: [],
    displayContentAsList: options.displayContentAsList ?? false,
  };
}

export function generateCms(cat: Catalogue) {
  // Home carousel: the next live programs after the seed epoch (dates are fixed, so the seed never drifts).
  const featured = cat.products
    .filter((p) => p.searchable_type === 'liveprogram' && Date.parse(p.event_start!) > SEED_EPOCH + 45 * DAY)
    .sort((a, b) => Date.parse(a.event_start!) - Date.parse(b.event_start!))
    .slice(0, 5);
  // Faculty row: the chairs and speakers of the featured programs, in order, without repeats.
  const featuredFaculty = [...new Set(featured.flatMap((p) => p.faculty_ids))].slice(0, 8);
  const liveFormats = ['Live In-Person', 'Live Webcast', 'Live Groupcast'];
  const feed = (params: Record<string, string>) =>
    `/content-row/feed?${new URLSearchParams(params).toString()}`;
  const ny = cat.jurisdictions.find((j) => j.code === 'NY')!;
  const pages: CmsPageRow[] = [
    cmsPage('home', '/', 'StartPage', 'Home', {
      blocks: [
        {
          type: 'HomeCarouselBlock',
          heading: 'Featured programs',
          autoplaySeconds: 5,
          // the live-now slide: a webcast inside its live window, when there is one
          liveNowFeed: feed({ when: 'live-now', format: 'Live Webcast', sort: 'date', PageSize: '1' }),
          slides: featured.map((p, i) => ({
            heading: p.format,
            displayName: p.title,
            copy: p.description,
            sellingPoints: [
              `Up to ${String(p.data.creditHours)} credit ${p.data.creditHours === 1 ? 'hour' : 'hours'}`,
              p.location === 'Online' ? 'Join online from anywhere' : `In person in ${p.location}`,
              `${p.faculty_ids.length} faculty`,
            ],
            code: p.code,
            link: { href: p.url, text: 'Learn more', target: '_self' },
            theme: (['full', '50', 'gallery', '50', 'full'] as const)[i],
            itemVariant: ['charcoal', 'green', 'teal', 'blue', 'indigo'][i],
            logoColor: i === 0 ? 'white' : 'black',
          })),
        },
        contentRowBlock(
          'standard',
          'Upcoming live programs',
          [
            {
              text: 'All live formats',
              value: feed({ when: 'upcoming', format: liveFormats.join(';'), sort: 'date' }),
            },
            { text: 'Webcasts', value: feed({ when: 'upcoming', format: 'Live Webcast', sort: 'date' }) },
            { text: 'In person', value: feed({ when: 'upcoming', format: 'Live In-Person', sort: 'date' }) },
            { text: 'Groupcasts', value: feed({ when: 'upcoming', format: 'Live Groupcast', sort: 'date' }) },
          ],
          { editorOverridesPositive: featured.slice(0, 1).map((p) => p.code) },
        ),
        contentRowBlock(
          'standard',
          'New publications',
          [
            { text: 'All publications', value: feed({ tab: 'Publications', sort: 'newest' }) },
            { text: 'Answer Books', value: feed({ format: 'Answer Book', sort: 'newest' }) },
            { text: 'Course Handbooks', value: feed({ format: 'Course Handbook', sort: 'newest' }) },
            { text: 'Treatises', value: feed({ format: 'Treatise', sort: 'newest' }) },
          ],
          { displayContentAsList: true },
        ),
        contentRowBlock('standard', 'Latest podcast episodes', [
          { text: 'All episodes', value: feed({ tab: 'Podcasts', sort: 'newest' }) },
        ]),
        contentRowBlock('faculty', 'Meet our faculty', [
          {
            text: 'Featured faculty',
            value: `/content-row/faculty-feed?faculty=${featuredFaculty.join(';')}`,
          },
        ]),
      ],
    }),
    cmsPage('search', '/search', 'SearchPage', 'Search Results', {
      recommendedSearches: {
        enable: true,
        keywords: [
          'Ethics',
          'Securities Law',
          'Artificial Intelligence and the Law',
          'Mergers & Acquisitions',
        ],
        noResultsTitle: 'No results found',
        noResultsSubhead: 'Try a different search term or one of these popular searches.',
        noResultsSubheadTooManyFilters: 'Try removing some filters to see more results.',
      },
      marketingModules: [
        {
          heading: 'Become a PLI Privileged Member',
          body: 'Unlimited access to programs and publications for one annual fee.',
          link: { href: '/membership', text: 'Explore membership' },
        },
      ],
      semanticFiltersEnabled: true,
    }),
    cmsPage(
      'ethics-credit-search',
      '/search/ethics-credit',
      'OperationalSearchResultPage',
      'Programs with ethics credit',
      {
        facetGroup: 'creditType',
        facetOperation: 'or',
        // the preset the page lists when its URL carries no values
        facetValues: ['ETH'],
      },
    ),
    cmsPage('cart', '/cart', 'CartPage', 'My Cart', {
      emptyCartHeading: 'Your cart is empty',
      emptyCartBody: 'Browse programs, publications and memberships to get started.',
      emptyCartLinks: [
        { href: '/search?query=', text: 'Browse all programs' },
        { href: '/search?query=Answer%20Book', text: 'Browse publications' },
      ],
    }),
    cmsPage('checkout', '/checkout', 'CheckoutPage', 'Checkout', {
      contentAbove: 'Orders placed by 5 p.m. ET ship the same business day.',
      contentBelow:
        'Questions about your order? Call customer service at (800) 260-4754 or e-mail info@pli.edu.',
      vatInputLabel: 'VAT number',
      stsTerms: [
        'Standard subscriptions renew each year at the then-current price until cancelled.',
        'You may cancel at any time before the renewal date by contacting customer service.',
      ],
      ipsTerms: [
        'The Individual Plus subscription is for one named subscriber and may not be shared.',
        'It renews each year at the then-current price until cancelled.',
      ],
    }),
    cmsPage('order-confirmation', '/order-confirmation', 'OrderConfirmationPage', 'Order Confirmation'),
    // the profile's order-history link: {profilePage}/order-history
    cmsPage('order-history', '/account/profile/order-history', 'OrderHistoryPage', 'Order History'),
    cmsPage('library', '/account/library', 'LibraryPage', 'My Library'),
    cmsPage('credit-tracker', '/account/credit/credit-tracker', 'CreditTrackerPage', 'Credit Tracker'),
    cmsPage('credit-tracker-admin', '/account/credit/roster', 'CreditTrackerAdminPage', 'Roster'),
    cmsPage('certificates', '/account/certificates', 'CertificatesPage', 'Certificates'),
    cmsPage('licenses', '/account/licenses', 'LicensesPage', 'Licenses and Jurisdictions'),
    cmsPage('profile', '/account/profile', 'ProfileSettingsPage', 'Profile Settings'),
    cmsPage('payment-methods', '/account/payment-methods', 'PaymentMethodsPage', 'Payment Methods'),
    cmsPage('credit-info', '/credit-info', 'CreditInfoRiverPage', 'CLE Requirements by Jurisdiction', {}, {}),
    cmsPage('rule-changes', '/credit-info/rule-changes', 'RuleChangesPage', 'Recent Rule Changes'),
    cmsPage(
      'ny-transitional',
      '/credit-info/new-york-transitional',
      'CreditClassPage',
      'New York Transitional (Newly Admitted) Attorneys',
      { regionSk: ny.region_sk },
    ),
    cmsPage('podcasts', '/podcasts', 'PodcastPage', 'Podcasts', {
      body: '<p>PLI podcasts bring you conversations with leading practitioners. Choose a series below.</p>',
      links: cat.podcastSeries.map((s) => ({ href: `/podcasts/${s.slug}`, text: s.display_name })),
    }),
    cmsPage(
      'collection-answer-books',
      '/collections/answer-books',
      'CollectionProduct',
      'Answer Book Collection',
      {
        body: '<p>Answer Books give quick, authoritative answers to the questions practitioners ask most.</p>',
        links: cat.products
          .filter((p) => p.content_type === 'AnswerBookVariation')
          .slice(0, 6)
          .map((p) => ({ href: p.url, text: p.title })),
      },
    ),
    cmsPage('about-faculty', '/about/faculty', 'AboutFacultyPage', 'Our Faculty'),
    cmsPage(
      'debug',
      '/debug',
      'DebugPage',
      'Debug',
      {},
      { metadata: { browserTitle: 'Debug', robotsContent: 'noindex' } },
    ),
    cmsPage('global-error', '/error', 'GlobalErrorPage', 'Page failed to load', {
      phone: '(800) 260-4754',
      email: 'info@pli.edu',
    }),
    cmsPage('mobile-store', '/app', 'MobileStoreRedirectPage', 'Get the PLI app', { redirectUrl: '/' }),
    cmsPage(
      'press-1',
      '/media-and-press/pli-announces-2027-programs',
      'PressReleaseDetailPage',
      'PLI Announces Its 2027 Program Season',
      {
        body: '<p>PLI today announced its 2027 program season, with more than 300 live programs.</p>',
        aboutOrganization:
          '<p>PLI is a nonprofit learning organization dedicated to keeping attorneys at the forefront of knowledge.</p>',
      },
    ),
    ...[
      ['disclaimer', '/support/disclaimer', 'Disclaimer'],
      ['privacy', '/support/privacy-policy', 'Privacy policy'],
      ['terms', '/support/terms-of-use', 'Terms of use'],
      ['contact', '/company/contact-us', 'Contact us'],
      ['membership', '/membership', 'Privileged Membership'],
    ].map(([id, url, name]) =>
      cmsPage(id!, url!, 'GenericPage', name!, {
        body: `<p>${name} — PLI. Questions? Call customer service at (800) 260-4754 or e-mail <a href="mailto:info@pli.edu">info@pli.edu</a>.</p>`,
      }),
    ),
  ];
  cat.jurisdictions.forEach((j, i) =>
    pages.push(
      cmsPage(
        `credit-info-${j.code.toLowerCase()}`,
        `/credit-info/${j.slug}`,
        'JurisdictionCreditInfoPage',
        `${j.name} CLE Requirements`,
        { regionSk: j.region_sk },
        { parent_id: 'credit-info', sort_order: i },
      ),
    ),
  );
  cat.podcastSeries.forEach((s, i) =>
    pages.push(
      cmsPage(
        `podcast-${s.code}`,
        `/podcasts/${s.slug}`,
        'PodcastSeriesNode',
        s.display_name,
        { code: s.code },
        { parent_id: 'podcasts', sort_order: i },
      ),
    ),
  );
  cat.practiceAreas.forEach((a) =>
    pages.push(
      cmsPage(`subject-${a.id}`, `/practice-areas/${a.slug}`, 'SubjectNode', a.name, { taxonomyId: a.id }),
    ),
  );
  cat.industries.forEach((a) =>
    pages.push(
      cmsPage(`industry-${a.id}`, `/industries/${a.slug}`, 'IndustryNode', a.name, { taxonomyId: a.id }),
    ),
  );
  cat.audiences.forEach((a) =>
    pages.push(
      cmsPage(`audience-${a.id}`, `/audiences/${a.slug}`, 'IntendedAudienceNode', a.name, {
        taxonomyId: a.id,
      }),
    ),
  );

  const siteParts = {
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
    },
    cartUpsell: cartUpsellPart(),
    labels: {
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
    },
  };

  const banners = [
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

  const featureFlags = [
    { name: 'cart-from-new-cms', enabled: true },
    { name: 'cart-panel', enabled: true },
    // 'new cards disabled' mode of the card form (spec 3 §4.9); PAYMENT_NEW_CARDS_DISABLED overrides it
    { name: 'disable-new-payment-method', enabled: false },
  ];
  return { pages, siteParts, banners, featureFlags };
}
