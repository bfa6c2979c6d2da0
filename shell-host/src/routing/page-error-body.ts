import type { PageContent } from '@cle/contracts/page';

/** A failed fetch whose JSON body is itself a CMS page (an error page) is rendered as that page (spec 1 §8). */
export function pageFromErrorBody(body: unknown): PageContent | null {
  const b = body as Partial<PageContent> | null;
  return b && Array.isArray(b.contentType) && typeof b.name === 'string' && b.contentLink && b.properties
    ? (b as PageContent)
    : null;
}
