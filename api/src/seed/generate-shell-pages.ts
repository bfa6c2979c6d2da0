// The shell's CMS content: real blocks for the generic pages, an about page and a media page built
// from blocks, the redirect rules, and a page holding stored XSS payloads that proves rich text is
// sanitised (it is not linked from anywhere). Deterministic, no random stream: adds to generateCms's
// output and never changes a page another generator made except to give it blocks.
import type { Catalogue } from './generate-catalogue';
import type { generateCms } from './generate-cms';
import { cmsPage } from './cms-page';
import { withFooterLinks } from './generate-site-parts';
import type { CmsPageRow } from '../db/rows';

type Cms = ReturnType<typeof generateCms>;

const CONTACT_HTML =
  '<p>Questions? Call customer service at <a href="tel:+18002604754">(800) 260-4754</a> or e-mail <a href="mailto:info@pli.edu">info@pli.edu</a>.</p>';

/**
 * Payloads an editor (or a compromised CMS account) could store in rich text. None may run: the
 * e2e suite opens this page and fails on any dialog, CSP violation or the `__xss` flag being set.
 */
export const XSS_PAYLOADS = [
  '<script>window.__xss = "script"</script>',
  '<img src="/nope.webp" onerror="window.__xss = \'img-onerror\'">',
  '<a href="javascript:window.__xss=\'js-url\'">javascript link</a>',
  '<a href="JaVaScRiPt:alert(1)">mixed-case javascript link</a>',
  '<svg onload="window.__xss=\'svg\'"><circle r="4"></circle></svg>',
  '<iframe src="javascript:parent.__xss=\'iframe\'"></iframe>',
  '<p style="background:url(javascript:alert(1))" onmouseover="window.__xss=\'hover\'">hover me</p>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">Submit</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=\'mxss\'"></style></mglyph></table></mtext></math>',
  '<details open ontoggle="window.__xss=\'toggle\'">details</details>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<img id="location" name="cookie" src="/images/programs/1.webp" alt="clobber">',
  '<a href="/support/disclaimer" target="opener">safe site link</a>',
];

const popularAreas = (cat: Catalogue) =>
  cat.practiceAreas.slice(0, 6).map((a) => ({ href: `/practice-areas/${a.slug}`, text: a.name }));

/** A generic page's blocks by its id (the membership page lists the first practice areas). */
const GENERIC_BLOCKS: Record<string, (cat: Catalogue) => Record<string, unknown[]>> = {
  disclaimer: () => ({
    blocks: [
      {
        type: 'RichTextBlock',
        html: '<p>PLI programs and publications provide general information for attorneys and other professionals. They are not legal advice, and no attorney-client relationship arises from attending a program or reading a publication.</p><p>Faculty speak for themselves, not for PLI or their firms.</p>',
      },
      { type: 'CalloutBlock', variant: 'info', heading: 'Need help?', html: CONTACT_HTML },
    ],
  }),
  privacy: () => ({
    blocks: [
      {
        type: 'JumpLinksBlock',
        heading: 'On this page',
        links: [
          { anchor: 'what-we-collect', text: 'What we collect' },
          { anchor: 'your-choices', text: 'Your choices' },
          { anchor: 'contact', text: 'Contact' },
        ],
      },
      { type: 'HeadingBlock', text: 'What we collect', anchor: 'what-we-collect' },
      {
        type: 'RichTextBlock',
        html: '<p>We keep the details you give us when you register for a program, buy a publication or create an account: your name, e-mail address, bar admissions and the credits you earn.</p><ul><li>Account and order details</li><li>Program attendance and credit records</li><li>Site usage, only with your consent</li></ul>',
      },
      { type: 'HeadingBlock', text: 'Your choices', anchor: 'your-choices' },
      {
        type: 'RichTextBlock',
        html: '<p>Use <strong>Your privacy choices</strong> at the bottom of every page to allow or refuse advertising and analytics cookies. Your choice is remembered on this device.</p>',
      },
      { type: 'HeadingBlock', text: 'Contact', anchor: 'contact' },
      { type: 'RichTextBlock', html: CONTACT_HTML },
    ],
  }),
  terms: () => ({
    blocks: [
      {
        type: 'RichTextBlock',
        html: '<p>By using this site you agree to these terms. Program recordings and publications are licensed for your personal professional use; they may not be shared, resold or redistributed.</p><ol><li>Accounts are personal.</li><li>Prices are in US dollars.</li><li>Credit is granted by each jurisdiction under its own rules.</li></ol>',
      },
      {
        type: 'LinkListBlock',
        heading: 'Related',
        links: [
          { href: '/support/privacy-policy', text: 'Privacy policy' },
          { href: '/support/disclaimer', text: 'Disclaimer' },
        ],
      },
    ],
  }),
  contact: () => ({
    blocks: [
      {
        type: 'CardsBlock',
        heading: 'How to reach us',
        cards: [
          {
            eyebrow: 'Customer service',
            heading: '(800) 260-4754',
            body: 'Monday to Friday, 9 a.m. to 6 p.m. ET.',
            link: { href: 'mailto:info@pli.edu', text: 'E-mail info@pli.edu' },
          },
          {
            eyebrow: 'Credit questions',
            heading: 'CLE requirements',
            body: 'Each jurisdiction sets its own rules. Start with yours.',
            link: { href: '/credit-info', text: 'CLE requirements by jurisdiction' },
          },
          {
            eyebrow: 'Press',
            heading: 'Media & Press',
            body: 'News and announcements from PLI.',
            link: { href: '/media-and-press', text: 'Media & Press' },
          },
        ],
      },
    ],
    fallbackBlock: [{ type: 'RichTextBlock', html: CONTACT_HTML }],
  }),
  membership: (cat) => ({
    blocks: [
      {
        type: 'RichTextBlock',
        html: '<p>Privileged Members get unlimited access to PLI programs, on demand and live, and to the PLI PLUS library of publications, for one annual fee.</p>',
      },
      {
        type: 'PromoBlock',
        heading: 'Become a Privileged Member',
        body: 'Call customer service to set up a membership for you or your organisation.',
        link: { href: '/company/contact-us', text: 'Contact us' },
        theme: 'red',
      },
      { type: 'LinkListBlock', heading: 'Popular practice areas', links: popularAreas(cat) },
    ],
  }),
  podcasts: () => ({
    blocks: [
      {
        type: 'PromoBlock',
        heading: 'Never miss an episode',
        body: 'Save episodes to My Library and listen on any device.',
        link: { href: '/account/library', text: 'Go to My Library' },
        theme: 'mist',
      },
    ],
  }),
};

function genericBlocks(name: string, cat: Catalogue): Record<string, unknown[]> {
  return Object.hasOwn(GENERIC_BLOCKS, name) ? GENERIC_BLOCKS[name]!(cat) : {};
}

/** About PLI, built from blocks. */
function aboutPage(): CmsPageRow {
  return cmsPage('about', '/about', 'StandardHeadlessPage', 'About PLI', {
    blocks: [
      {
        type: 'RichTextBlock',
        html: '<h2>Keeping attorneys at the forefront of knowledge</h2><p>PLI is a nonprofit continuing legal education organisation founded in 1933. Its faculty of practitioners teach live, online and on demand, and write the course handbooks, answer books and treatises of the PLI PLUS library.</p>',
      },
      {
        type: 'MediaBlock',
        image: {
          url: '/images/programs/5.webp',
          alt: 'Attorneys at a PLI program',
          width: 1280,
          height: 720,
        },
        caption: 'A live program at the PLI New York center.',
      },
      {
        type: 'CardsBlock',
        heading: 'Learn more',
        cards: [
          {
            heading: 'Our faculty',
            body: 'Practitioners who teach and write for PLI.',
            link: { href: '/about/faculty', text: 'Meet our faculty' },
          },
          {
            heading: 'Media & Press',
            body: 'Announcements and news.',
            link: { href: '/media-and-press', text: 'Read the news' },
          },
          {
            heading: 'Membership',
            body: 'Unlimited programs and publications.',
            link: { href: '/membership', text: 'Privileged Membership' },
          },
        ],
      },
    ],
  });
}

/** Media & Press: the press releases the CMS holds. */
function mediaAndPressPage(cms: Cms): CmsPageRow {
  return cmsPage('media-and-press', '/media-and-press', 'GenericPage', 'Media & Press', {
    blocks: [
      { type: 'RichTextBlock', html: '<p>News and announcements from PLI.</p>' },
      {
        type: 'LinkListBlock',
        heading: 'Press releases',
        links: cms.pages
          .filter((p) => p.content_type.at(-1) === 'PressReleaseDetailPage')
          .map((p) => ({ href: p.friendly_url, text: p.name })),
      },
    ],
  });
}

const areaLinks = (list: { slug: string; name: string }[], prefix: string) =>
  list.map((a) => ({ href: `${prefix}/${a.slug}`, text: a.name }));

/** Every practice area, industry and audience. */
function practiceAreasPage(cat: Catalogue): CmsPageRow {
  return cmsPage('practice-areas', '/practice-areas', 'GenericPage', 'Practice areas', {
    blocks: [
      {
        type: 'LinkListBlock',
        heading: 'Practice areas',
        links: areaLinks(cat.practiceAreas, '/practice-areas'),
      },
      { type: 'LinkListBlock', heading: 'Industries', links: areaLinks(cat.industries, '/industries') },
      { type: 'LinkListBlock', heading: 'Audiences', links: areaLinks(cat.audiences, '/audiences') },
    ],
  });
}

/** The page of stored payloads (not linked, not indexed): rich text is sanitised. */
function richTextSafetyPage(): CmsPageRow {
  return cmsPage(
    'rich-text-safety',
    '/qa/rich-text-safety',
    'StandardHeadlessPage',
    'Rich text safety check',
    {
      blocks: [
        { type: 'RichTextBlock', html: `<p>Stored payloads follow.</p>${XSS_PAYLOADS.join('\n')}` },
        {
          type: 'CalloutBlock',
          variant: 'warning',
          heading: 'Callout payloads',
          html: XSS_PAYLOADS.slice(0, 4).join(''),
        },
        // a block the registry does not know: renders nothing, tracks a missing view
        { type: 'UnknownLegacyBlock', html: '<script>window.__xss = "unknown"</script>' },
        // a block whose fields do not match its type: the page's fallback block shows instead
        { type: 'CardsBlock', cards: 'not a list' },
      ],
      fallbackBlock: [{ type: 'RichTextBlock', html: '<p>This part of the page is unavailable.</p>' }],
    },
    {
      visible: false,
      metadata: { browserTitle: 'Rich text safety check', robotsContent: 'noindex, nofollow' },
    },
  );
}

/** The generic pages get their blocks; the press release its image. */
function withBlocks(pages: CmsPageRow[], cat: Catalogue): CmsPageRow[] {
  return pages.map((p) => {
    const extra = genericBlocks(p.id, cat);
    if (p.id === 'press-1')
      return {
        ...p,
        properties: {
          ...p.properties,
          image: {
            url: '/images/programs/3.webp',
            alt: 'A PLI program in the New York center',
            width: 1280,
            height: 720,
          },
        },
      };
    return Object.keys(extra).length ? { ...p, properties: { ...p.properties, ...extra } } : p;
  });
}

/** The shell's content added to the CMS seed: blocks on existing generic pages, new pages, redirects. */
export function withShellContent(cms: Cms, cat: Catalogue): Cms {
  const pages = withBlocks(cms.pages, cat);
  pages.push(
    aboutPage(),
    mediaAndPressPage(cms),
    practiceAreasPage(cat),
    // an old page kept for its URL: the shell sends visitors on to the new one, replacing history
    cmsPage('company-press', '/company/press', 'GenericPage', 'Press', {
      alternatePageUrl: '/media-and-press',
    }),
    richTextSafetyPage(),
  );
  const siteParts = {
    ...cms.siteParts,
    footer: withFooterLinks(cms.siteParts.footer),
    /** old site paths -> new pages (GET /redirect/?uri=); matched on path plus query, then on path */
    redirects: {
      rules: [
        { source: '/faculty', target: '/about/faculty' },
        { source: '/support/privacy', target: '/support/privacy-policy' },
        { source: '/press', target: '/media-and-press' },
        { source: '/contact', target: '/company/contact-us' },
        { source: '/programs?format=webcast', target: '/search?query=&format=Live%20Webcast' },
      ],
    },
  };
  return { ...cms, pages, siteParts };
}
