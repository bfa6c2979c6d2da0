import { useId } from 'react';
import type { QuoteForm } from '@cle/contracts/quote-form';
import { Button } from '@cle/ui/button';
import { CloseButton } from '@cle/ui/close-button';
import { Dialog } from '@cle/ui/dialog';
import { useQuoteModal } from '../api/use-quote-modal';
import * as styles from './quote-modal.styles';
import { QuoteStep } from './quote-step';

/**
 * Spec 2 §2 request-a-quote modal: steps with heading, subheading, copy, step indicator, rows of
 * fields, Next (Submit on the last), the step's error message, and Back while the step is above 0.
 */
export function QuoteModal({ form, open, onClose }: { form: QuoteForm; open: boolean; onClose: () => void }) {
  const headingId = useId();
  const quote = useQuoteModal(form, onClose);
  const { current, outcome } = quote;

  return (
    <Dialog open={open} onClose={quote.close} placement="center" aria-labelledby={headingId}>
      <form onSubmit={quote.next} noValidate css={styles.form}>
        <div css={styles.header}>
          <div>
            <p css={styles.indicator} aria-live="polite">
              {current.stepIndicator}
            </p>
            <h2 id={headingId} css={styles.heading}>
              {current.heading}
            </h2>
          </div>
          <CloseButton aria-label="Close" onClick={quote.close} />
        </div>
        {outcome?.kind === 'success' ? (
          <>
            <p role="status" css={styles.success}>
              {outcome.message}
            </p>
            <div>
              <Button type="button" onClick={quote.close}>
                Close
              </Button>
            </div>
          </>
        ) : (
          <QuoteStep
            step={current}
            showBack={quote.step > 0}
            data={quote.data}
            errors={quote.errors}
            failure={outcome?.kind === 'failure' ? outcome.message : null}
            sending={quote.sending}
            onChange={quote.setValue}
            onBack={quote.back}
          />
        )}
      </form>
    </Dialog>
  );
}
