// The steps of a registration's change (spec 3 §4.4): phone mode, step 0 (choose another way to attend,
// change or cancel), and the confirmations (steps 1 and 2).
import { useId } from 'react';
import type { Dispatch } from 'react';
import { Button } from '@cle/ui/button';
import type { Variation } from '../../../lib/product-payload';
import { NO_SELECTION_MESSAGE } from '../../../lib/product-messages';
import { optionPlace, phoneModeText } from '../registration-rules';
import type { ChangeEvent, ChangeState } from '../registration-rules';
import {
  alertCss,
  callCss,
  lineCss,
  linkButtonCss,
  optionCss,
  optionsCss,
  optionsLegendCss,
  optionTextCss,
  smallCss,
  smallLineCss,
  stepHeadingCss,
} from '../registration.styles';

export function PhoneStep({
  headingId,
  phone,
  onDone,
}: {
  headingId: string;
  phone: string;
  onDone: () => void;
}) {
  return (
    <>
      <h3 id={headingId} css={stepHeadingCss}>
        Change or cancel your registration
      </h3>
      <p css={lineCss}>{phoneModeText(phone)}</p>
      {phone ? (
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} css={callCss}>
          Call {phone}
        </a>
      ) : null}
      <button type="button" css={linkButtonCss} onClick={onDone}>
        Back to registrations
      </button>
    </>
  );
}

function ChangeOptions({
  options,
  target,
  dispatch,
}: {
  options: Variation[];
  target: string | null;
  dispatch: Dispatch<ChangeEvent>;
}) {
  const group = useId();
  return (
    <fieldset css={optionsCss}>
      <legend css={optionsLegendCss}>Other ways to attend</legend>
      {options.map((v) => (
        <label key={v.code} aria-label={`${v.format}, ${optionPlace(v)}`} css={optionCss(v.code === target)}>
          <input
            type="radio"
            name={group}
            value={v.code}
            aria-label={`${v.format}, ${optionPlace(v)}`}
            checked={v.code === target}
            onChange={() => dispatch({ type: 'choose', code: v.code })}
          />
          <span css={optionTextCss}>
            <strong>{v.format}</strong>
            <span css={smallCss}>{optionPlace(v)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function ChooseStep({
  headingId,
  current,
  options,
  state,
  dispatch,
  onDone,
}: {
  headingId: string;
  /** the registration the person has, as a line */
  current: string;
  options: Variation[];
  state: ChangeState;
  dispatch: Dispatch<ChangeEvent>;
  onDone: () => void;
}) {
  return (
    <>
      <h3 id={headingId} css={stepHeadingCss}>
        Choose another way to attend
      </h3>
      <p css={smallLineCss}>You are registered: {current}</p>
      {options.length ? (
        <ChangeOptions options={options} target={state.target} dispatch={dispatch} />
      ) : (
        <p css={lineCss}>There are no other ways to attend this program.</p>
      )}
      {state.noSelection ? (
        <p role="alert" css={alertCss}>
          {NO_SELECTION_MESSAGE}
        </p>
      ) : null}
      {options.length ? (
        <Button type="button" onClick={() => dispatch({ type: 'change' })}>
          Change registration
        </Button>
      ) : null}
      <Button type="button" variant="secondary" onClick={() => dispatch({ type: 'cancel' })}>
        Cancel registration
      </Button>
      <button type="button" css={linkButtonCss} onClick={onDone}>
        Keep my registration
      </button>
    </>
  );
}

/** Step 1 or 2: the question, the confirm button (busy while the writes run) and Back. */
export function ConfirmStep({
  headingId,
  heading,
  question,
  confirmLabel,
  busy,
  onConfirm,
  onBack,
}: {
  headingId: string;
  heading: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onBack: () => void;
}) {
  return (
    <>
      <h3 id={headingId} css={stepHeadingCss}>
        {heading}
      </h3>
      <p css={lineCss}>{question}</p>
      <Button type="button" disabled={busy} aria-busy={busy} onClick={onConfirm}>
        {busy ? 'Working…' : confirmLabel}
      </Button>
      <button type="button" css={linkButtonCss} disabled={busy} onClick={onBack}>
        Back
      </button>
    </>
  );
}
