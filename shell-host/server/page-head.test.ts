import type { PageContent } from '@cle/contracts/page';
import { missingPageHeadHtml, pageHeadHtml, scriptSafeJson, withPageHead } from './page-head';

const INDEX = `<!doctype html><html><head><meta charset="utf-8" /><title>PLI</title>
<meta
  name="description"
  content="Continuing legal education: programs."
/><script>boot()</script></head><body><div id="root"></div></body></html>`;

const program = (metadata: PageContent['metadata']): PageContent => ({
  contentType: ['ProductData', 'VariationContent', 'OnDemandProgram'],
  contentLink: { id: 'product-1' },
  name: 'Trial Advocacy 2027',
  friendlyUrl: '/programs/trial-advocacy-2027',
  metadata,
  properties: { code: '1' },
});

describe('the page head in the server HTML', () => {
  test("the built index.html's minified title and description give way too", () => {
    const minified =
      '<head><title>PLI</title><meta name=description content="Generic."><meta name=viewport content=x></head>';
    expect(withPageHead(minified, '<title>Mine</title>')).toBe(
      '<head><title>Mine</title><meta name=viewport content=x></head>',
    );
  });

  test("[S1-PAGES-24] the page's title, description, canonical on the configured origin, social cards", () => {
    const head = pageHeadHtml(
      program({
        browserTitle: 'Trial Advocacy 2027',
        pageDescription: 'Courtroom skills.',
        openGraph: { image: '/images/programs/1.jpg', type: 'website' },
      }),
      'https://www.pli.example',
    );
    const html = withPageHead(INDEX, head);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Trial Advocacy 2027 - PLI</title>');
    // the site's generic description gives way to the page's
    expect(html).not.toContain('Continuing legal education: programs.');
    expect(html).toContain('<meta name="description" content="Courtroom skills." data-page-meta>');
    expect(html).toContain(
      '<link rel="canonical" href="https://www.pli.example/programs/trial-advocacy-2027" data-page-meta>',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://www.pli.example/images/programs/1.webp?w=1600" data-page-meta>',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-page-meta>');
    // the boot script is untouched
    expect(html).toContain('<script>boot()</script>');
  });

  test('metadata text cannot break out of an attribute or the title', () => {
    const head = pageHeadHtml(
      program({ browserTitle: '</title><script>x()</script>', pageDescription: '"><script>y()</script>' }),
      'https://s.example',
    );
    expect(head).not.toContain('<script>');
    expect(head).toContain('&lt;/title&gt;&lt;script&gt;x()&lt;/script&gt; - PLI');
    expect(head).toContain('content="&quot;&gt;&lt;script&gt;y()&lt;/script&gt;"');
  });

  test('JSON-LD is a data block that nothing in the data can close', () => {
    const head = pageHeadHtml(
      program({
        structuredData: [{ '@context': 'https://schema.org', '@type': 'Course', name: '</script><b>' }],
      }),
      'https://s.example',
    );
    const block = /<script type="application\/ld\+json" data-page-meta>(.*?)<\/script>/.exec(head);
    expect(block).not.toBeNull();
    expect(JSON.parse(block![1]!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: '</script><b>',
    });
    expect(scriptSafeJson('\u2028<!--')).toBe('"\\u2028\\u003c!--"');
  });

  test('a path with no page is noindex, titled by the CMS error page when there is one', () => {
    expect(missingPageHeadHtml(null, 'https://s.example')).toBe(
      '<title>Page not found - PLI</title><meta name="robots" content="noindex" data-page-meta>',
    );
    const errorPage = { ...program(undefined), contentType: ['PageData', 'ErrorPage'], name: 'Sorry' };
    expect(missingPageHeadHtml(errorPage, 'https://s.example')).toContain('<title>Sorry - PLI</title>');
  });
});
