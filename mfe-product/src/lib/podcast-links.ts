// A podcast episode's listening links for its card menu (spec 3 §2.2), from the product call
// (variation.providerUrls). Loaded when the menu opens; a failure leaves the menu without them.
import { apiRequest } from '@cle/contracts/api-client';
import type { PodcastLink } from './card-menu-rules';

export async function podcastLinksOf(code: string): Promise<PodcastLink[]> {
  try {
    const product = await apiRequest<{ variation?: { providerUrls?: PodcastLink[] } }>(
      `/product/${encodeURIComponent(code)}`,
    );
    return Array.isArray(product.variation?.providerUrls) ? product.variation.providerUrls : [];
  } catch (e) {
    console.warn('Podcast links could not be loaded', e);
    return [];
  }
}
