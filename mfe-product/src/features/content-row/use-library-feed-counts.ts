// A library row's feed counts (spec 3 §4.10): with more than one feed, each feed's library count is
// asked once (pageSize 0 answers the summary only), so feeds with nothing in them can be dropped.
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import type { LibraryResponse } from '@cle/contracts/library-schemas';
import { libraryFeedRequest } from './content-row-rules';
import type { ContentRowBlock, Feed } from './content-row-rules';

/** Each feed's count by its value; undefined while unknown, for a single feed, or when the counts failed. */
export function useLibraryFeedCounts(
  feeds: readonly Feed[],
  block: ContentRowBlock,
  token: string | null,
): Readonly<Record<string, number>> | undefined {
  const key = token && feeds.length > 1 ? ['library-feed-counts', token, ...feeds.map((f) => f.value)] : null;
  const { data } = useSWR(
    key,
    async () =>
      Object.fromEntries(
        await Promise.all(
          feeds.map(async (f) => {
            const { path, query } = libraryFeedRequest(f, block);
            const r = await apiRequest<LibraryResponse>(path, { query: { ...query, pageSize: '0' } });
            return [f.value, r.summary.count] as const;
          }),
        ),
      ),
    { shouldRetryOnError: false },
  );
  return data;
}
