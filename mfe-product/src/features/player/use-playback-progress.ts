// The player's progress (spec 3 §9): which of the playing items are in the person's library, and the
// progress reports for the one playing (recorded only there).
import { useRef, useState } from 'react';
import type { RefObject } from 'react';
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { libraryLookupSchema } from '../../lib/payload-schemas';
import { LIBRARY_LOOKUP_PATH } from '../../lib/registration-api';
import { progressBody, progressPath, shouldReport } from './player-rules';

interface PlayerItem {
  code: string;
  pk: string;
  title: string;
}

export function usePlaybackProgress({
  items,
  programPk,
  current,
  mediaRef,
}: {
  items: PlayerItem[];
  programPk: string | null;
  current: PlayerItem;
  mediaRef: RefObject<HTMLMediaElement | null>;
}) {
  const auth = useAuth();
  const [saved, setSaved] = useState<string>('');
  const lastReport = useRef(0);
  const pks = [...new Set([...items.map((i) => i.pk), ...(programPk ? [programPk] : [])])];
  // which of these are in the person's library (progress is recorded there)
  const library = useSWR(
    auth.token ? [LIBRARY_LOOKUP_PATH, pks.join(','), auth.token, 'player'] : null,
    ([path, itemPks]: [string, string]) =>
      apiRequest(path, {
        query: { itemPks, includeArchived: true, includeFavorites: true, pageSize: pks.length },
        schema: libraryLookupSchema,
      }),
    { revalidateOnFocus: false },
  );
  const libraryPks = new Set((library.data?.items ?? []).map((i) => i.pk));
  const path = progressPath(current, libraryPks, programPk);

  const report = async (event: 'timeupdate' | 'pause' | 'ended') => {
    const media = mediaRef.current;
    if (!media || !path) return;
    const now = Date.now();
    if (!shouldReport(event, lastReport.current, now)) return;
    const body = progressBody(event === 'ended' ? media.duration : media.currentTime, media.duration);
    if (!body) return;
    lastReport.current = now;
    try {
      const res = await apiRequest<{ progress: { playbackProgressPct: number } }>(path, {
        method: 'PUT',
        body,
      });
      setSaved(
        `Progress saved: ${Math.round(res.progress.playbackProgressPct)}% of this ${items.length > 1 ? 'segment' : 'program'}`,
      );
    } catch (err) {
      console.error('[player] progress not saved', err);
      setSaved('Progress could not be saved');
    }
  };
  // the library answered and the playing item is not in it: nothing is recorded
  return { saved, setSaved, report, unrecorded: Boolean(library.data) && !path };
}
