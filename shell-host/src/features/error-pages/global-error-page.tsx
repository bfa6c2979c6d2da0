import { useNavigate } from 'react-router-dom';
import type { PageProps } from '@cle/contracts/page';
import { Button } from '@cle/ui/button';
import { useSiteParts } from '../../api/use-site-parts';
import { reloadPage } from '../../lib/leave-site';

/** Spec 1 §2: 'Page failed to load', Try Again (back, or reload when there is no history) and contact text. */
export function GlobalErrorPage({ page }: PageProps) {
  const navigate = useNavigate();
  const { data: parts } = useSiteParts();
  const phone = String(page.properties.phone ?? parts?.labels.customerServicePhone ?? '');
  const email = String(page.properties.email ?? parts?.labels.customerServiceEmail ?? '');
  const tryAgain = () => {
    if (window.history.length > 1) navigate(-1);
    else reloadPage();
  };
  return (
    <section css={{ maxWidth: 720, margin: '0 auto', padding: '64px 24px' }} aria-labelledby="global-error">
      <h1 id="global-error" css={{ fontSize: 36 }}>
        Page failed to load
      </h1>
      <p>
        Please try again. If the problem persists, contact customer service at{' '}
        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> or <a href={`mailto:${email}`}>{email}</a>
        .
      </p>
      <Button onClick={tryAgain}>Try Again</Button>
    </section>
  );
}
