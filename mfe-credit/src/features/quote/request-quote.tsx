import { useState } from 'react';
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import type { PageContent } from '@cle/contracts/page';
import { QuoteFormSchema } from '@cle/contracts/quote-form';
import type { QuoteForm } from '@cle/contracts/quote-form';
import { Button } from '@cle/ui/button';
import { InlineError } from '@cle/ui/inline-error';
import { PageFrame } from '@cle/ui/page-frame';
import { SkeletonBlock } from '@cle/ui/skeleton';
import { QuoteModal } from './quote-modal';

/** The page that offers the request-a-quote modal; the form comes from GET /form/{formId}. */
export function RequestQuoteView({ page }: { page: PageContent }) {
  const formId = typeof page.properties.formId === 'string' ? page.properties.formId : null;
  const { data, error, mutate } = useSWR<QuoteForm, Error>(
    formId ? `/form/${formId}` : null,
    (path: string) => apiRequest(path, { schema: QuoteFormSchema, auth: false }),
  );
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
