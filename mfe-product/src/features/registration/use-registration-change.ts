// A registration's change or cancellation (spec 3 §4.4, §8): the three steps' state, the ways to attend
// it may change to, and the writes. A change cancels the registration, then books the new way; if that
// fails the old registration is booked again. Each ends with a toast and fresh ownership.
import { useReducer, useState } from 'react';
import type { RegistrationRecord } from '@cle/contracts/registration-schemas';
import { toast } from '@cle/contracts/toast';
import type { Variation } from '../../lib/product-payload';
import { cancelRegistration, register, useRefreshOwnership } from '../../lib/registration-api';
import { recordProductEvent } from '../../lib/analytics';
import { genericError, PROBLEM, showGenericError, SUCCESS } from '../../lib/product-messages';
import { CHANGE_START, changeOptions, changeReducer } from './registration-rules';

export function useRegistrationChange({
  registration,
  variants,
  registeredPks,
  now,
  onDone,
}: {
  registration: RegistrationRecord;
  variants: Variation[];
  registeredPks: ReadonlySet<string>;
  now: number;
  onDone: () => void;
}) {
  // a new editor starts at step 0 (opening resets it)
  const [state, dispatch] = useReducer(changeReducer, CHANGE_START);
  const [busy, setBusy] = useState(false);
  const refresh = useRefreshOwnership();
  const options = changeOptions(
    variants,
    registeredPks,
    (v) => v.isExpired === true || Date.parse(v.eventEndDate ?? v.eventStartDate ?? '') < now,
  );
  const target = options.find((v) => v.code === state.target) ?? null;

  const finish = async (work: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    try {
      await work();
      toast.show({ type: 'confirmation', content: success });
      onDone();
    } catch (err) {
      console.error('[registration] change failed', err);
      showGenericError(failure);
    } finally {
      setBusy(false);
      void refresh();
    }
  };

  // spec 3 §4.4: a change cancels the existing registration, then places the new one
  const changeTo = async (to: Variation) => {
    await cancelRegistration(registration.sk);
    try {
      await register(to.externalSystemKey, to.pk);
      recordProductEvent('registration', to.code);
    } catch (err) {
      // the new way could not be booked (e.g. it must be bought first): keep the one they had
      await register(registration.sk, registration.pk).catch((restore: unknown) =>
        console.error('[registration] could not restore the registration', restore),
      );
      throw err;
    }
  };
  const cancel = async () => {
    await cancelRegistration(registration.sk);
    recordProductEvent('cancel', registration.code);
  };

  return {
    state,
    dispatch,
    busy,
    options,
    target,
    confirmChange: () =>
      finish(() => changeTo(target!), SUCCESS.registrationUpdated, genericError(PROBLEM.registerUpdate)),
    confirmCancel: () => finish(cancel, SUCCESS.registrationCanceled, genericError(PROBLEM.registerCancel)),
  };
}
