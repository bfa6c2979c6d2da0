// CMS pages for every page type the shell maps, plus site parts (header, footer, labels) and banners.
import { SEED_EPOCH } from './catalogue-shape';
import type { Catalogue } from './generate-catalogue';
import { featureFlags, siteBanners, siteParts } from './generate-site-parts';
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

const feed = (params: Record<string, string>) =>
  `/content-row/feed?${new URLSearchParams(params).toString()}`;

/** The home page: the carousel of the next live programs, the content rows, the featured faculty. */
function homePage(cat: Catalogue): CmsPageRow {
  // Home carousel: the next live programs after the seed epoch (dates are fixed, so the seed never drifts).
  const featured = cat.products
    .filter((p) => p.searchable_type === 'liveprogram' && Date.parse(p.event_start!) > SEED_EPOCH + 45 * DAY)
    .sort((a, b) => Date.parse(a.event_start!) - Date.parse(b.event_start!))
    .slice(0, 5);
  // Faculty row: the chairs and speakers of the featured programs, in order, without repeats.
  const featuredFaculty = [...new Set(featured.flatMap((p) => p.faculty_ids))].slice(0, 8);
  const liveFormats = ['Live In-Person', 'Live Webcast', 'Live Groupcast'];
  return cmsPage('home', '/', 'StartPage', 'Home', {
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
          // the program's own picture behind the slide, the same on a phone (one image per product here)
          slideImage: p.image_url,
          mobileImage: p.image_url,
          caption: p.location === 'Online' ? 'Streamed live from the PLI studio' : `At PLI in ${p.location}`,
          // the catalogue's pictures are dark: the white mark
          logoColor: 'white',
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
  });
}

/** Search, the ethics-credit preset, the cart and checkout. */
function storePages(): CmsPageRow[] {
  return [
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
  ];
}

/** The signed-in person's pages (no content of their own beyond the title). */
function accountPages(): CmsPageRow[] {
  return [
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
  ];
}

/** Credit information, podcasts, a collection, about, debug, error, app, press and the generic pages. */
function infoPages(cat: Catalogue, ny: Catalogue['jurisdictions'][number]): CmsPageRow[] {
  return [
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
}

/** One page per jurisdiction, podcast series, practice area, industry and audience. */
function nodePages(cat: Catalogue): CmsPageRow[] {
  const pages: CmsPageRow[] = [];
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
  return pages;
}

export function generateCms(cat: Catalogue) {
  const ny = cat.jurisdictions.find((j) => j.code === 'NY')!;
  const pages: CmsPageRow[] = [
    homePage(cat),
    ...storePages(),
    ...accountPages(),
    ...infoPages(cat, ny),
    ...nodePages(cat),
  ];
  return { pages, siteParts: siteParts(ny), banners: siteBanners(), featureFlags: featureFlags() };
}
