// The content call of the catch-all route: the page at a friendly URL, for this visitor.
import useSWR, { unstable_serialize, useSWRConfig } from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { useFromServer } from '@cle/contracts/hydration';
import type { PageContent } from '@cle/contracts/page';

/** The content call's SWR key: the user key is part of it, so personalised content never leaks between users. */
export const contentKey = (url: string, user: string) => ['/content', url, user] as const;

export function usePageContent(url: string) {
  const { individualSk, ready } = useAuth();
  // The public page the server rendered with is shown until sign-in settles (the server and the
  // hydrating render draw it; a signed-in visitor's own page replaces it once it arrives). Without it,
  // nothing is asked before sign-in settles: a visitor's first call is their own.
  const anonymous = contentKey(url, 'ANON');
  const { fallback } = useSWRConfig();
  const serverPage = (fallback as Record<string, unknown> | undefined)?.[unstable_serialize(anonymous)];
  const key = ready ? contentKey(url, individualSk ?? 'ANON') : serverPage ? anonymous : null;
  const fromServer = useFromServer(key && unstable_serialize(key));
  const answer = useSWR<PageContent, Error>(
    key,
    ([path, friendlyUrl, user]: readonly [string, string, string]) =>
      apiRequest(path, {
        query: { url: friendlyUrl, expand: 'mainContentArea', userId: user },
      }),
    fromServer ? { revalidateOnMount: false } : undefined,
  );
  // while a signed-in visitor's own page loads, the public one stays (no loader between them)
  const { data, error, mutate } = answer;
  return { data: data ?? (error || !serverPage ? undefined : (serverPage as PageContent)), error, mutate };
}
