import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import type { PageContent } from '@cle/contracts/page';
import { PageContentSchema } from '@cle/contracts/schemas';

/** The cart's CMS page (its empty-cart content) at the embedding page's path, for everyone. */
export function useCartPageContent(pathname: string) {
  return useSWR<PageContent>(['/content', pathname], ([path, url]: [string, string]) =>
    apiRequest(path, { query: { url }, schema: PageContentSchema, auth: false }),
  );
}
