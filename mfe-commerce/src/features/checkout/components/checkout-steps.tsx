// One checkout step (spec 3 §4.9): collapsed until reached, open while current (its form and its
// button), a saved summary with Edit once complete.
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Address } from '@cle/contracts/commerce-schemas';
import { colors, visuallyHidden } from '@cle/ui/theme';
import { addressLines } from '../../../lib/address-format';
import { cardDisplay } from '../../../lib/card-display';
import { STEP_TITLES, VAT_HAS_NUMBER } from '../checkout-rules';
import { StepBody, UPKEEP_NO, UPKEEP_YES, VAT_NO_LABEL } from './step-bodies';
import type { StepSectionProps } from '../step-props';
import {
  checkoutStepBodyCss,
  checkoutStepSectionBoxCss,
  checkoutStepSectionButtonCss,
  summaryBoxCss,
} from './checkout-steps.styles';

export function CheckoutStepSection(props: StepSectionProps) {
  const { step, position, status, onEdit } = props;
  const headingId = useId();
  const title = STEP_TITLES[step];
  return (
    <li
      aria-labelledby={headingId}
      data-step={step}
      data-status={status}
      css={{
        border: `1px solid ${status === 'current' ? colors.ink : colors.line}`,
        borderRadius: 6,
        padding: '16px 20px',
        background: status === 'collapsed' ? colors.mist : colors.paper,
      }}
    >
      <div css={checkoutStepSectionBoxCss}>
        <h2
          id={headingId}
          css={{
            fontSize: 20,
            margin: 0,
            flex: 1,
            color: status === 'collapsed' ? colors.inkSoft : colors.ink,
          }}
        >
          <span aria-hidden>{position}. </span>
          {title}
        </h2>
        {status === 'complete' ? (
          <button type="button" onClick={onEdit} css={checkoutStepSectionButtonCss}>
            Edit<span css={visuallyHidden}> {title}</span>
          </button>
        ) : null}
      </div>
      {status === 'complete' ? <StepSummary {...props} /> : null}
      {status === 'current' ? <div css={checkoutStepBodyCss}>{<StepBody {...props} />}</div> : null}
    </li>
  );
}

function Summary({ children }: { children: ReactNode }) {
  return <div css={summaryBoxCss}>{children}</div>;
}

function AddressSummary({ address }: { address: Address | null }) {
  return <Summary>{address ? addressLines(address).join(', ') : 'No address'}</Summary>;
}

function StepSummary({ step, data, choices, paymentSk }: StepSectionProps) {
  switch (step) {
    case 'shipping':
      return <AddressSummary address={data.selectedShippingAddress} />;
    case 'billing':
      return <AddressSummary address={data.selectedBillingAddress} />;
    case 'payment': {
      const card = data.paymentInstruments.find((i) => i.sk === paymentSk);
      // the same card name the payment step shows ('Visa', not the API's 'VISA')
      return (
        <Summary>
          {card ? `${cardDisplay(card.cardType).displayName} ending in ${card.numberLastFour}` : 'No card'}
        </Summary>
      );
    }
    case 'upkeep':
      return <Summary>{choices.upkeep ? UPKEEP_YES : UPKEEP_NO}</Summary>;
    case 'vat':
      return (
        <Summary>
          {choices.vatChoice === VAT_HAS_NUMBER ? `VAT number ${choices.vatNumber}` : VAT_NO_LABEL}
        </Summary>
      );
    case 'stsTermsAndConditions':
    case 'ipsTermsAndConditions':
      return <Summary>Terms and conditions accepted</Summary>;
    case 'reviewOrder':
      return null;
  }
}
