// The backup page of spec 1 §8 ('undergoing maintenance'): shown when a page fails to render and no
// global error page is configured. Its own chunk: a page that renders never downloads it.
import { Button } from '@cle/ui/button';
import { reloadPage } from '../../lib/leave-site';

export const MAINTENANCE_HEADING =
  'We’re sorry, our website is undergoing maintenance and is currently unavailable.';

/** The backup page (spec 1 §8 error page): reload, or call or write to customer service. */
export function MaintenancePage({ phone, email }: { phone?: string; email?: string }) {
  return (
    <section css={{ maxWidth: 720, margin: '0 auto', padding: '64px 24px' }} aria-labelledby="maintenance">
      <h1 id="maintenance" css={{ fontSize: 32 }}>
        {MAINTENANCE_HEADING}
      </h1>
      <p>
        Please reload the page. If the problem persists, contact customer service
        {phone ? (
          <>
            {' '}
            by phone at <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </>
        ) : null}
        {email ? (
          <>
            {phone ? ' or' : ''} by e-mail at <a href={`mailto:${email}`}>{email}</a>
          </>
        ) : null}
        .
      </p>
      <Button onClick={() => reloadPage()}>Try Again</Button>
    </section>
  );
}
