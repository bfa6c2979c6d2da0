// The six page types issue 7 measures, for the page benchmarks (bench:lighthouse, bench:main-thread).
// PAGES=home,cart picks some of them by name.

/** The product page is whatever URL the catalogue gives program 380000 (seeded, deterministic). */
async function productPath(baseUrl) {
  const res = await fetch(`${baseUrl}/api/product-link/380000`);
  if (!res.ok)
    throw new Error(`cannot resolve the product page: GET /api/product-link/380000 -> ${res.status}`);
  return (await res.json()).url;
}

const PAGES = [
  { name: 'home', path: async () => '/' },
  { name: 'search', path: async () => '/search?query=ethics' },
  { name: 'product', path: productPath },
  { name: 'podcast series', path: async () => '/podcasts/practically-speaking' },
  { name: 'credit-info', path: async () => '/credit-info/new-york' },
  { name: 'cart', path: async () => '/cart' },
];

/** The pages to measure: `path(baseUrl)` answers each one's path on the site at baseUrl. */
export function benchPages(only = process.env.PAGES) {
  const names = only?.split(',').map((s) => s.trim());
  return PAGES.filter((p) => !names || names.includes(p.name));
}

/** The figures both Lighthouse benchmarks print for a run: the performance score (0-100) and the web vitals. */
export function vitals(lhr) {
  const a = lhr.audits;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
  };
}
