import type { PageContent } from '@cle/contracts/page';
import { pageHeadTags } from './page-metadata';

const page = (metadata: PageContent['metadata'], type = 'GenericPage'): PageContent => ({
  contentType: ['PageData', type],
  contentLink: { id: 'p' },
  name: 'Terms of use',
  friendlyUrl: '/support/terms-of-use',
  metadata,
  properties: {},
});

const tag = (tags: ReturnType<typeof pageHeadTags>['tags'], key: string) =>
  tags.find((t) => (t.kind === 'meta' ? t.key === key : t.kind === 'link' && t.rel === key));

describe('page metadata', () => {
  test('[S1-PAGES-24] title with the PLI suffix, description, keywords, robots, canonical, Open Graph and Twitter', () => {
    const { title, tags } = pageHeadTags(
      page({
        browserTitle: 'Terms',
        pageDescription: 'The terms.',
        keywords: 'terms,use',
        robotsContent: 'index, follow',
        openGraph: { title: 'OG terms', image: '/images/programs/2.webp' },
        twitter: { card: 'summary_large_image' },
      }),
      'https://site.example',
    );
    expect(title).toBe('Terms - PLI');
    expect(tag(tags, 'description')).toMatchObject({ content: 'The terms.' });
    expect(tag(tags, 'keywords')).toMatchObject({ content: 'terms,use' });
    expect(tag(tags, 'robots')).toMatchObject({ content: 'index, follow' });
    expect(tag(tags, 'canonical')).toMatchObject({ href: 'https://site.example/support/terms-of-use' });
    expect(tag(tags, 'og:title')).toMatchObject({ content: 'OG terms' });
    expect(tag(tags, 'twitter:title')).toMatchObject({ content: 'OG terms' });
    expect(tag(tags, 'twitter:card')).toMatchObject({ content: 'summary_large_image' });
  });

  test('[S1-PAGES-25] [S1-PAGES-26] the open-graph image is a webp at width 1600', () => {
    const { tags } = pageHeadTags(
      page({ openGraph: { image: '/images/programs/2.jpg' } }),
      'https://s.example',
    );
    expect(tag(tags, 'og:image')).toMatchObject({
      content: 'https://s.example/images/programs/2.webp?w=1600',
    });
  });

  test('[S1-PAGES-10] the debug page is noindex whatever its metadata says', () => {
    const { tags } = pageHeadTags(page({ robotsContent: 'index' }, 'DebugPage'), 'https://s.example');
    expect(tag(tags, 'robots')).toMatchObject({ content: 'noindex' });
  });

  test('[S1-PAGES-24] excluded pages are noindex; a page without metadata still gets a title and canonical', () => {
    expect(tag(pageHeadTags(page({ isExcludedFromSearch: true }), 'https://s').tags, 'robots')).toMatchObject(
      {
        content: 'noindex',
      },
    );
    const bare = pageHeadTags(page(undefined), 'https://s');
    expect(bare.title).toBe('Terms of use - PLI');
    expect(tag(bare.tags, 'robots')).toBeUndefined();
  });
});

describe('structured data', () => {
  test('JSON-LD from the CMS goes into the head with its site paths made absolute on the origin', () => {
    const { tags } = pageHeadTags(
      page({
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: '/' }],
          },
          {
            '@context': 'https://schema.org',
            '@type': 'Course',
            url: '/programs/x',
            image: ['/images/a.webp'],
            name: '/not-a-url-key',
          },
        ],
      }),
      'https://s.example',
    );
    const blocks = tags.flatMap((t) => (t.kind === 'json-ld' ? [t.data] : []));
    expect(blocks).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s.example/' }],
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Course',
        url: 'https://s.example/programs/x',
        image: ['https://s.example/images/a.webp'],
        name: '/not-a-url-key',
      },
    ]);
  });
});
