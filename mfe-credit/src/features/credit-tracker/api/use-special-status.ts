// S2-TRACKER-38: changing the special status saves it, confirms with a toast and shows a global banner
// whose Undo puts the previous status back.
import { useRef } from 'react';
import type { Dispatch } from 'react';
import { toast } from '@cle/contracts/toast';
import type { TrackerEntry } from '@cle/contracts/tracker-schemas';
import type { TrackerAction } from '../tracker-state';
import { switchStatus } from './use-tracker';

export function useSpecialStatus(entry: TrackerEntry, dispatch: Dispatch<TrackerAction>) {
  const nextBanner = useRef(1);
  const groupName = (sk: number | null) =>
    entry.complianceGroups.find((g) => g.sk === sk)?.longDescription ?? 'No special status';
  return async (to: number | null, from: number | null) => {
    await switchStatus(entry, to);
    toast.show({ content: 'Your profile has been updated', type: 'confirmation' });
    dispatch({
      type: 'bannerAdded',
      banner: {
        id: nextBanner.current++,
        text: `Special status changed to ${groupName(to)}.`,
        undo: () => switchStatus(entry, from),
      },
    });
  };
}
