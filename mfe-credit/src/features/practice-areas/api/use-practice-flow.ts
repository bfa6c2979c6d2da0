// The practice-area flow's state (spec 2 §2, §4, §8): the areas checked, the step, following the new
// ones (toast on success or failure), and dismissing, which marks what was offered as handled.
import { useState } from 'react';
import { toast } from '@cle/contracts/toast';
import type { PracticeAreasResponse } from '@cle/contracts/tracker-schemas';
import {
  afterSelection,
  followingToast,
  HANDLED_PRACTICE_KEY,
  PRACTICE_FAILED_TOAST,
} from '../practice-area-rules';
import type { PracticeStep } from '../practice-area-rules';
import { followPracticeAreas } from './use-practice-areas';

/** S2-PRACTICE-04: the areas offered are remembered as handled, so they are not offered again. */
function markHandled(ids: readonly number[]) {
  try {
    const handled = JSON.parse(window.localStorage.getItem(HANDLED_PRACTICE_KEY) ?? '[]') as number[];
    window.localStorage.setItem(HANDLED_PRACTICE_KEY, JSON.stringify([...new Set([...handled, ...ids])]));
  } catch {
    // storage refused: nothing else depends on it
  }
}

export function usePracticeFlow(data: PracticeAreasResponse | undefined, onClose: () => void) {
  const [step, setStep] = useState<PracticeStep>('selectPracticeAreas');
  const [checked, setChecked] = useState<number[]>([]);
  const items = data?.items ?? [];
  const followingIds = items.filter((a) => a.isFollowing).map((a) => a.id);
  const fresh = checked.filter((id) => !followingIds.includes(id));
  const names = items.filter((a) => fresh.includes(a.id)).map((a) => a.name);

  return {
    step,
    checked,
    names,
    toggle: (ids: number[], on: boolean) =>
      setChecked(on ? [...new Set([...checked, ...ids])] : checked.filter((id) => !ids.includes(id))),
    /** Continue: nothing new checked closes the flow, otherwise it asks to follow */
    proceed: () => {
      const next = afterSelection(checked, followingIds);
      if (next === 'closed') onClose();
      else setStep(next);
    },
    follow: async () => {
      try {
        await followPracticeAreas(fresh);
        toast.show({ content: followingToast(names), type: 'confirmation' });
        onClose();
      } catch {
        toast.show({ content: PRACTICE_FAILED_TOAST, type: 'alert' });
      }
    },
    dismiss: () => {
      markHandled(checked);
      onClose();
    },
  };
}
