import { useState } from 'react';
import type { PageContent } from '@cle/contracts/page';
import { Button } from '@cle/ui/button';
import { InlineError } from '@cle/ui/inline-error';
import { PageFrame } from '@cle/ui/page-frame';
import { SkeletonBlock } from '@cle/ui/skeleton';
import { QuoteModal } from './components/quote-modal';
import { useQuoteForm } from './api/use-quote';

/** The page that offers the request-a-quote modal; the form comes from GET /form/{formId}. */
export function RequestQuoteView({ page }: { page: PageContent }) {
  const formId = typeof page.properties.formId === 'string' ? page.properties.formId : null;
  const { data, error, mutate } = useQuoteForm(formId);
  const [open, setOpen] = useState(false);
  const intro = typeof page.properties.intro === 'string' ? page.properties.intro : null;
  const buttonText =
    typeof page.properties.buttonText === 'string' ? page.properties.buttonText : 'Request a quote';
  return (
    <PageFrame>
      <h1 css={{ margin: '0 0 16px', fontSize: 32 }}>{page.name}</h1>
      {intro ? <p css={{ margin: '0 0 24px', maxWidth: 720, lineHeight: 1.6 }}>{intro}</p> : null}
      {!formId || (error && !data) ? (
        <InlineError
          message="The quote form could not be loaded."
          onRetry={formId ? () => void mutate() : undefined}
        />
      ) : data ? (
        <>
          <Button type="button" onClick={() => setOpen(true)}>
            {buttonText}
          </Button>
          <QuoteModal form={data} open={open} onClose={() => setOpen(false)} />
        </>
      ) : (
        <SkeletonBlock width={180} height={44} role="status" aria-label="Loading the quote form" />
      )}
    </PageFrame>
  );
}
