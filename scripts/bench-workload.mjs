// What both replica benchmarks (scripts/bench-replicas.mjs without Docker, scripts/docker/bench-replicas.mjs
// behind nginx) send and how they sum it up, so the two measure the same thing.
import os from 'node:os';

export const SEARCH_WORDS = [
  'tax',
  'ethics',
  'employment',
  'securities',
  'trial',
  'contracts',
  'privacy',
  'estate',
];

/** The product codes the first hits of each search word lead to (read once, before measuring). */
export async function searchedProducts(port) {
  const products = [];
  for (const query of SEARCH_WORDS) {
    const res = await fetch(`http://127.0.0.1:${port}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, pageSize: 10, currentPage: 1 }),
    });
    if (!res.ok) throw new Error(`search '${query}': HTTP ${res.status}`);
    const body = await res.json();
    // the product page is addressed by product code (GET /api/product/:code), not by search pk
    for (const hit of body.searchResults.searchResultsItems.slice(0, 3)) products.push(hit.productCode);
  }
  if (!products.length) throw new Error('the searches found no products');
  return products;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
/** The 1-minute load average, printed before and after each round. */
export const load1 = () => os.loadavg()[0].toFixed(1);
