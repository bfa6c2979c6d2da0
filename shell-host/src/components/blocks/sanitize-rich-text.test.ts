import { RICH_TEXT_PURIFY_CONFIG } from '@cle/contracts/rich-text-policy';
import { sanitizeRichText } from './sanitize-rich-text';

// the allowlist the sanitiser is configured with (@cle/contracts/rich-text-policy)
const { ALLOWED_TAGS, ALLOWED_ATTR } = RICH_TEXT_PURIFY_CONFIG;

/** Every element and attribute left after sanitising, to compare with the allowlist. */
function survivors(html: string) {
  const div = document.createElement('div');
  div.innerHTML = sanitizeRichText(html);
  const els = [...div.querySelectorAll('*')];
  return {
    div,
    tags: new Set(els.map((e) => e.tagName.toLowerCase())),
    attrs: new Set(els.flatMap((e) => [...e.attributes].map((a) => a.name))),
  };
}

const PAYLOADS = [
  '<script>window.__xss = 1</script>',
  '<img src="/x.webp" onerror="window.__xss = 1">',
  '<a href="javascript:window.__xss=1">js</a>',
  '<a href="JaVaScRiPt:alert(1)">js</a>',
  '<a href=" javascript:alert(1)">js</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD4=">data</a>',
  '<a href="//evil.example/path">protocol-relative</a>',
  '<svg onload="alert(1)"><circle r="4"></circle></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<p style="background:url(javascript:alert(1))" onmouseover="alert(1)">x</p>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<details open ontoggle="alert(1)">d</details>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<a href="/ok" data-x="1" aria-hidden="true" class="c">attrs</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
];

describe('rich text sanitiser', () => {
  test('[S1-ROUTES-32] keeps the formatting editors use: paragraphs, headings, lists, links, tables, images', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>em</em> text with <a href="/support/disclaimer" title="t">a link</a>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><table><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">c</td></tr></tbody></table>' +
      '<img src="/images/programs/1.webp" alt="A program" width="640" height="360"><a href="mailto:info@pli.edu">mail</a><a href="tel:+18002604754">call</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  test.each(PAYLOADS)('[S1-ROUTES-32] stored payload %s leaves nothing outside the allowlist', (payload) => {
    const { div, tags, attrs } = survivors(payload);
    for (const t of tags) expect(ALLOWED_TAGS).toContain(t);
    for (const a of attrs) expect(ALLOWED_ATTR).toContain(a);
    for (const el of div.querySelectorAll('[href], [src]')) {
      const url = el.getAttribute('href') ?? el.getAttribute('src') ?? '';
      expect(url).toMatch(/^(https?:|mailto:|tel:|\/(?!\/)|#)/i);
    }
    expect(div.innerHTML).not.toMatch(
      /javascript:|onerror|onload|ontoggle|onmouseover|<script|<svg|<iframe/i,
    );
  });

  test('[S1-ROUTES-32] a new-tab link gets rel=noopener noreferrer; other targets are dropped', () => {
    expect(sanitizeRichText('<a href="https://www.pli.edu" target="_blank">x</a>')).toBe(
      '<a href="https://www.pli.edu" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="/a" target="opener" rel="opener">x</a>')).toBe('<a href="/a">x</a>');
  });

  test('[S1-ROUTES-32] ids are prefixed so CMS markup cannot clobber globals', () => {
    expect(sanitizeRichText('<h2 id="location">x</h2>')).toBe('<h2 id="user-content-location">x</h2>');
  });

  test('[S1-ROUTES-32] non-strings and empty values give an empty string', () => {
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText({ html: '<p>x</p>' })).toBe('');
    expect(sanitizeRichText('')).toBe('');
  });
});
