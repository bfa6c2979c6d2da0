import type { FeedRequest } from '../api/use-product-api';

/** Splits a feed path as the CMS stores it ('/content-row/feed?tab=Podcasts') into path and query. */
export function parseFeedPath(value: string): FeedRequest {
  const [path = '', qs = ''] = value.split('?', 2);
  return { path, query: Object.fromEntries(new URLSearchParams(qs)) };
}
