// A video podcast episode's stream (decision 068): GET /podcast/episode-media/{code}, public (no launch,
// no grant). Asked once per episode: no retry and no refetch on focus (a 404 means no video).
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { MediaStreamSchema } from '@cle/contracts/registration-schemas';

const episodeMediaPath = (code: string) => `/podcast/episode-media/${encodeURIComponent(code)}`;

export function useEpisodeMedia(code: string) {
  return useSWR(
    ['episode-media', code],
    ([, c]: [string, string]) => apiRequest(episodeMediaPath(c), { schema: MediaStreamSchema }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
