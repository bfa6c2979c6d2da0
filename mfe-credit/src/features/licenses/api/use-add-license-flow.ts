// The add-license flow's state (spec 2 §2, §4): the step machine, the jurisdictions checked, the license
// bodies of the multiple step, one save of every license (toasts), and the offers marked as handled in
// local storage when the flow is dismissed or saved (S2-LICENSE-23), so they are not offered again.
import { useReducer, useState } from 'react';
import { toast } from '@cle/contracts/toast';
import type { LicenseBody } from '@cle/contracts/tracker-schemas';
import { flow, FLOW_START, HANDLED_OFFERS_KEY, LICENSE_TOASTS, notHandled } from '../license-rules';
import { addLicenses } from './use-licenses';

export function readHandled(): number[] {
  try {
    const v = JSON.parse(window.localStorage.getItem(HANDLED_OFFERS_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}
function markHandled(regions: number[]) {
  try {
    window.localStorage.setItem(
      HANDLED_OFFERS_KEY,
      JSON.stringify([...new Set([...readHandled(), ...regions])]),
    );
  } catch {
    // storage refused (private mode): offers may come back, nothing else breaks
  }
}

export function useAddLicenseFlow({
  onClose,
  authenticated,
  offered,
}: {
  onClose: () => void;
  authenticated: boolean;
  offered: number[];
}) {
  const [state, dispatch] = useReducer(flow, FLOW_START);
  const [checked, setChecked] = useState<number[]>(() => notHandled(offered, readHandled()));
  const [bodies, setBodies] = useState<LicenseBody[]>([]);

  const save = async (all: LicenseBody[]) => {
    try {
      await addLicenses(all);
      toast.show({ content: LICENSE_TOASTS.added, type: 'confirmation' });
      markHandled(offered);
      onClose();
    } catch {
      toast.show({ content: LICENSE_TOASTS.flowFailed, type: 'alert' });
    }
  };

  return {
    state,
    dispatch,
    checked,
    setChecked,
    close: () => {
      // S2-LICENSE-23: dismissing marks what was offered as handled
      markHandled(offered);
      dispatch({ type: 'close' });
      onClose();
    },
    /** Continue: nothing chosen, or not signed in, closes the flow without saving (S2-LICENSE-13/14) */
    proceed: () => {
      const regions = [...new Set(checked)];
      dispatch({ type: 'choose', regions, authenticated });
      if (!regions.length || !authenticated) onClose();
    },
    saveSingle: (body: LicenseBody) => save([body]),
    /** one license of the multiple step: the next one, or after the last one save them all */
    submitMultiple: async (body: LicenseBody) => {
      const all = [...bodies.slice(0, state.index), body];
      setBodies(all);
      if (state.index < state.selected.length - 1) dispatch({ type: 'next' });
      else await save(all);
    },
  };
}
