// GET /user/library/by-itemPks: which of some items the signed-in person owns, counting segments,
// archived and nested items, never from a cache. No schema import here: the home page's rows trust
// their payloads (decision 006) and pass none; the product page passes LibraryLookupSchema.
import { apiRequest } from '@cle/contracts/api-client';
import type { SchemaOption } from '@cle/contracts/api-client';
import type { LibraryLookup } from '@cle/contracts/podcast-schemas';

export const LIBRARY_LOOKUP_PATH = '/user/library/by-itemPks';

/** One lookup for a comma-separated list of pks. */
export function fetchLibraryLookup(
  itemPks: string,
  schema?: SchemaOption<LibraryLookup>,
): Promise<LibraryLookup> {
  return apiRequest<LibraryLookup>(LIBRARY_LOOKUP_PATH, {
    query: { itemPks, includeAllSegments: true, includeArchived: true, includeNested: true, noCache: true },
    schema,
  });
}
