// The cart flag is not true: the browser goes to the older site at the same path.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { useSiteLabels } from '@cle/contracts/site-parts';
import { ErrorFallback } from '@cle/ui/error-fallback';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { CART_HEADING, CART_UNAVAILABLE, classicCartUrl, contactText } from '../cart-rules';
import { leaveTo } from '../leave-to';

const CLASSIC_CART_MISSING =
  'The cart is not available on this site, and the address of the classic shop is not configured.';

export function ClassicCartRedirect({ labels }: { labels: ReturnType<typeof useSiteLabels> }) {
  const location = useLocation();
  const target = labels.data
    ? classicCartUrl(labels.data.classicCartUrl, location, window.location.href)
    : null;

  useEffect(() => {
    if (target) leaveTo(target);
  }, [target]);

  if (labels.error)
    return (
      <PageFrame>
        <ErrorFallback
          content={{ headingText: CART_UNAVAILABLE, bodyText: contactText(null) }}
          onRetry={() => void labels.mutate()}
        />
      </PageFrame>
    );
  if (!labels.data || target)
    return (
      <PageFrame>
        <Skeleton rows={4} label="Taking you to the cart" />
      </PageFrame>
    );
  return (
    <PageFrame>
      <h1 css={{ fontSize: 32, margin: '0 0 16px' }}>{CART_HEADING}</h1>
      <p role="alert">{CLASSIC_CART_MISSING}</p>
    </PageFrame>
  );
}
