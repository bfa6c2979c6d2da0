// The open step's form: its fields, its error and its button (spec 3 §4.9), one body per step kind.
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { Address, CheckoutStep } from '@cle/contracts/commerce-schemas';
import { Button } from '@cle/ui/button';
import { TextField } from '@cle/ui/field';
import { formatMoney } from '../../../lib/money';
import { orderInstruments, paymentSelectionError, paymentSubmitDisabled } from '../../../lib/payment-rules';
import { bareList } from '@cle/ui/theme';
import { orderLineDetailCss, orderLineLabelCss, redLinkButtonCss } from '../../../lib/styles';
import {
  HIDE_TERMS,
  READ_TERMS,
  shippingAddressError,
  stepButtonLabel,
  termsError,
  upkeepError,
  VAT_HAS_NUMBER,
  VAT_NO_NUMBER,
  vatError,
  vatNumberFor,
} from '../checkout-rules';
import type { VatChoice } from '../checkout-rules';
import type { StepSectionProps } from '../step-props';
import {
  stepButtonCss,
  errorCss,
  stepFieldsetCss,
  reviewStepItemCss,
  termsStepBoxCss,
  vatStepTextFieldCss,
} from './step-bodies.styles';

const ADDRESS_REQUIRED_MESSAGE = 'Please select an address to continue';
export const UPKEEP_YES = 'Yes, send me upkeep service (supplements and new editions)';
export const UPKEEP_NO = 'No, do not send upkeep service';
const VAT_YES_LABEL = 'I have a VAT number';
export const VAT_NO_LABEL = 'I do not have a VAT number';

/**
 * A step's body, its error and its button. Not a <form>: the address steps hold the address edit
 * panel, which is a form of its own (forms do not nest).
 */
function StepForm({
  step,
  onSubmit,
  error,
  disabled,
  children,
}: {
  step: CheckoutStep;
  onSubmit(): void;
  error: string | null;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      {children}
      {error ? (
        <p role="alert" css={errorCss}>
          {error}
        </p>
      ) : null}
      <Button type="button" disabled={disabled} onClick={onSubmit} css={stepButtonCss}>
        {stepButtonLabel(step)}
      </Button>
    </div>
  );
}

export function StepBody(props: StepSectionProps) {
  switch (props.step) {
    case 'shipping':
    case 'billing':
      return <AddressStep {...props} kind={props.step} />;
    case 'payment':
      return <PaymentStepBody {...props} />;
    case 'upkeep':
      return <UpkeepStep {...props} />;
    case 'vat':
      return <VatStep {...props} />;
    case 'stsTermsAndConditions':
      return <TermsStep {...props} terms={props.content.stsTerms} field="stsAccepted" />;
    case 'ipsTermsAndConditions':
      return <TermsStep {...props} terms={props.content.ipsTerms} field="ipsAccepted" />;
    case 'reviewOrder':
      return <ReviewStep {...props} />;
  }
}

function AddressStep({
  step,
  kind,
  data,
  slots,
  loading,
  onSaveAddress,
}: StepSectionProps & { kind: 'billing' | 'shipping' }) {
  const saved = kind === 'billing' ? data.selectedBillingAddress : data.selectedShippingAddress;
  const [picked, setPicked] = useState<Address | null>(saved);
  const [error, setError] = useState<string | null>(null);
  const { AddressPicker } = slots;
  const submit = () => {
    if (!picked) return setError(ADDRESS_REQUIRED_MESSAGE);
    const refused = kind === 'shipping' ? shippingAddressError(data.cart, picked) : null;
    if (refused) return setError(refused);
    setError(null);
    onSaveAddress(kind, picked.sk);
  };
  // the domestic-only message shows as soon as a foreign address is picked for a shipped order
  const notice = kind === 'shipping' && picked ? shippingAddressError(data.cart, picked) : null;
  return (
    <StepForm step={step} onSubmit={submit} error={error ?? notice} disabled={loading}>
      <AddressPicker
        kind={kind}
        selectedSk={picked?.sk ?? null}
        onSelect={(address) => {
          setPicked(address);
          setError(null);
        }}
      />
    </StepForm>
  );
}

function PaymentStepBody({
  step,
  data,
  slots,
  paymentSk,
  loading,
  onSave,
  onInstrumentsChanged,
}: StepSectionProps) {
  const [picked, setPicked] = useState<number | null>(paymentSk);
  const [error, setError] = useState<string | null>(null);
  const instruments = orderInstruments(data.paymentInstruments);
  const noUsableCard = paymentSubmitDisabled(instruments, data.disableNewPaymentMethod);
  const { PaymentStep } = slots;
  const submit = () => {
    const problem = paymentSelectionError(instruments, picked);
    setError(problem);
    if (!problem && picked !== null) onSave({ paymentSk: picked });
  };
  return (
    <StepForm step={step} onSubmit={submit} error={error} disabled={loading || noUsableCard}>
      <PaymentStep
        instruments={instruments}
        disableNewPaymentMethod={data.disableNewPaymentMethod}
        selectedSk={picked}
        onSelect={(sk) => {
          setPicked(sk);
          setError(null);
        }}
        onInstrumentsChanged={onInstrumentsChanged}
      />
    </StepForm>
  );
}

const radioRow = { display: 'flex', gap: 8, alignItems: 'center', margin: '6px 0' } as const;

function UpkeepStep({ step, choices, loading, onSave }: StepSectionProps) {
  // the choice defaults to yes (spec 3 §4.9); it counts only once saved
  const [value, setValue] = useState<boolean | null>(choices.upkeep ?? true);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const problem = upkeepError(value);
    setError(problem);
    if (!problem) onSave({ upkeep: value });
  };
  return (
    <StepForm step={step} onSubmit={submit} error={error} disabled={loading}>
      <fieldset css={stepFieldsetCss}>
        <legend>Do you want upkeep service for the publications in your order?</legend>
        <label css={radioRow}>
          <input type="radio" name="upkeep" checked={value === true} onChange={() => setValue(true)} />
          {UPKEEP_YES}
        </label>
        <label css={radioRow}>
          <input type="radio" name="upkeep" checked={value === false} onChange={() => setValue(false)} />
          {UPKEEP_NO}
        </label>
      </fieldset>
    </StepForm>
  );
}

function VatStep({ step, choices, content, loading, onSave }: StepSectionProps) {
  const [choice, setChoice] = useState<VatChoice>(choices.vatChoice);
  const [vatNumber, setVatNumber] = useState(choices.vatNumber);
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const problem = vatError(choice, vatNumber, content.vatInputLabel);
    setError(problem);
    if (!problem) onSave({ vatChoice: choice, vatNumber: vatNumberFor(choice, vatNumber) });
  };
  return (
    <StepForm step={step} onSubmit={submit} error={choice === VAT_HAS_NUMBER ? null : error}>
      <fieldset css={stepFieldsetCss} disabled={loading}>
        <legend>Your address is outside the United States and Canada. Do you have a VAT number?</legend>
        <label css={radioRow}>
          <input
            type="radio"
            name="vat"
            checked={choice === VAT_HAS_NUMBER}
            onChange={() => setChoice(VAT_HAS_NUMBER)}
          />
          {VAT_YES_LABEL}
        </label>
        {choice === VAT_HAS_NUMBER ? (
          <TextField
            label={content.vatInputLabel}
            value={vatNumber}
            maxLength={40}
            error={error}
            onChange={(e) => setVatNumber(e.target.value)}
            css={vatStepTextFieldCss}
          />
        ) : null}
        <label css={radioRow}>
          <input
            type="radio"
            name="vat"
            checked={choice === VAT_NO_NUMBER}
            onChange={() => {
              // choice 2 clears the number
              setChoice(VAT_NO_NUMBER);
              setVatNumber('');
            }}
          />
          {VAT_NO_LABEL}
        </label>
      </fieldset>
    </StepForm>
  );
}

function TermsStep({
  step,
  choices,
  loading,
  onSave,
  terms,
  field,
}: StepSectionProps & { terms: string[]; field: 'stsAccepted' | 'ipsAccepted' }) {
  const [accepted, setAccepted] = useState(choices[field]);
  const [expanded, setExpanded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textId = useId();
  const submit = () => {
    const problem = termsError(accepted);
    setError(problem);
    if (!problem) onSave({ [field]: true });
  };
  return (
    <StepForm step={step} onSubmit={submit} error={error} disabled={loading}>
      <label css={radioRow}>
        <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />I have
        read and accept the terms and conditions
      </label>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={textId}
        onClick={() => setExpanded((x) => !x)}
        css={redLinkButtonCss}
      >
        {expanded ? HIDE_TERMS : READ_TERMS}
      </button>
      <div id={textId} hidden={!expanded} css={termsStepBoxCss}>
        {terms.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
    </StepForm>
  );
}

function ReviewStep({ step, data, loading, placing, onPlaceOrder }: StepSectionProps) {
  return (
    <div>
      <ul css={bareList}>
        {data.cart.orderLines.map((line) => (
          <li key={line.code} css={reviewStepItemCss}>
            <span css={orderLineLabelCss}>
              {line.displayName}
              {line.displayType ? <span css={orderLineDetailCss}> · {line.displayType}</span> : null}
              {line.quantity > 1 ? <span css={orderLineDetailCss}> × {line.quantity}</span> : null}
            </span>
            <span>{formatMoney(line.extendedPrice)}</span>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        disabled={loading}
        aria-busy={placing || undefined}
        onClick={onPlaceOrder}
        css={stepButtonCss}
      >
        {stepButtonLabel(step)}
      </Button>
    </div>
  );
}
