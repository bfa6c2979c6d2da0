// The editor of one registration (spec 3 §4.4): phone mode, or the three steps (choose, then confirm
// the change or the cancellation); the writes are use-registration-change.ts.
import { useId } from 'react';
import type { RegistrationRecord } from '@cle/contracts/registration-schemas';
import type { Variation } from '../../../lib/product-payload';
import { attendanceLabel, attendanceWhen } from '../registration-rules';
import type { EditMode } from '../registration-rules';
import { changeCss } from '../registration.styles';
import { useRegistrationChange } from '../use-registration-change';
import { ChooseStep, ConfirmStep, PhoneStep } from './change-steps';

export function RegistrationChange({
  registration,
  mode,
  variants,
  registeredPks,
  now,
  phone,
  onDone,
}: {
  registration: RegistrationRecord;
  mode: EditMode;
  variants: Variation[];
  registeredPks: ReadonlySet<string>;
  now: number;
  phone: string;
  onDone: () => void;
}) {
  const headingId = useId();
  const change = useRegistrationChange({ registration, variants, registeredPks, now, onDone });
  const { state, dispatch, busy, target } = change;
  const current = `${attendanceLabel(registration)}, ${attendanceWhen(registration)}`;
  const back = () => dispatch({ type: 'back' });

  return (
    <section aria-labelledby={headingId} css={changeCss}>
      {mode === 'phone' ? (
        <PhoneStep headingId={headingId} phone={phone} onDone={onDone} />
      ) : state.step === 0 ? (
        <ChooseStep
          headingId={headingId}
          current={current}
          options={change.options}
          state={state}
          dispatch={dispatch}
          onDone={onDone}
        />
      ) : state.step === 1 && target ? (
        <ConfirmStep
          headingId={headingId}
          heading="Confirm change"
          question={`Change your registration from ${current} to ${target.format}, ${attendanceWhen(target)}?`}
          confirmLabel="Confirm change"
          busy={busy}
          onConfirm={() => void change.confirmChange()}
          onBack={back}
        />
      ) : (
        <ConfirmStep
          headingId={headingId}
          heading="Confirm cancellation"
          question={`Cancel your registration (${current})?`}
          confirmLabel="Confirm cancellation"
          busy={busy}
          onConfirm={() => void change.confirmCancel()}
          onBack={back}
        />
      )}
    </section>
  );
}
