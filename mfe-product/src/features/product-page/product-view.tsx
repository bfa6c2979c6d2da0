// One product page for every mapped variation type (spec 3 §2.1): loads GET /product/{code} and picks
// the book, program, segment or podcast page by the variation's concrete content type.
import { useDeferredValue, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ApiError } from '@cle/contracts/api-client';
import { InlineError } from '@cle/ui/inline-error';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { useSiteLabels } from '@cle/contracts/site-parts';
import { useProduct } from '../../lib/use-product';
import { useNow } from '@cle/contracts/hydration';
import { BookPage } from './book-page';
import { PodcastEpisodePage } from './podcast-episode-page';
import { membershipRedirect, pageKindFor } from './product-kind';
import { ProgramPage } from './program-page';
import { useUrlActionMessage } from '../../lib/use-url-action-message';
import {
  pageSkeletonBoxCss,
  productViewBoxCss,
  productViewHeadingCss,
  productViewTextCss,
} from './product-view.styles';

export interface ProductViewProps {
  code: string;
  /** the page's content type list, when the shell knows it before the product loads */
  contentType?: readonly string[];
  /**
   * In the shell: an unknown or disallowed product goes to the home page and the address bar follows
   * the selected variant. An embed stays where it is and says the product is unavailable.
   */
  inShell?: boolean;
}

function PageSkeleton() {
  return (
    <PageFrame maxWidth={1280} padding="compact" busy>
      <Skeleton rows={3} label="Loading product" />
      <div css={pageSkeletonBoxCss}>
        <Skeleton rows={10} label="Loading product details" />
        <Skeleton rows={5} label="Loading purchase options" />
      </div>
    </PageFrame>
  );
}

function Unavailable() {
  return (
    <InlineError
      heading="Product not available"
      headingLevel={1}
      message="This product cannot be found in the catalogue."
    />
  );
}

function MembershipRedirect({ contentType, inShell }: { contentType: readonly string[]; inShell: boolean }) {
  const location = useLocation();
  const target = membershipRedirect(contentType, location.search, location.hash);
  useEffect(() => {
    // outside the shell the integrator's page cannot route: go to the site's page
    if (target && !inShell) window.location.assign(target);
  }, [target, inShell]);
  return target && inShell ? <Navigate to={target} replace /> : <PageSkeleton />;
}

/**
 * The page's slots (action bar, Registrations tab, Materials button) come from PanelSlotsContext.
 * Every page kind renders its public content before auth is ready (a server renders it, the browser
 * hydrates it); what concerns the person (the panel's ownership, notes, registrations) waits for
 * readiness inside the page (S3-PDP-63).
 */
export function ProductView({ code, contentType, inShell = false }: ProductViewProps) {
  const early = contentType ? pageKindFor(contentType) : null;
  const { data: fresh, error, isLoading, mutate } = useProduct(early === 'membership' ? null : code);
  // SWR hands data over in a synchronous render; deferred, the page renders as a transition, in slices
  // a phone's main thread can interleave with input (the skeleton stays until it is ready)
  const data = useDeferredValue(fresh);
  const labels = useSiteLabels().data ?? {};
  const now = useNow();
  // the outcome of an action the shell replayed after sign-in, shown once
  useUrlActionMessage();

  if (early === 'membership' && contentType)
    return <MembershipRedirect contentType={contentType} inShell={inShell} />;

  if (error) {
    const missing =
      error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403);
    if (missing) return inShell ? <Navigate to="/" replace /> : <Unavailable />;
    return (
      <PageFrame maxWidth={1280} padding="compact">
        <InlineError message="This product could not be loaded." onRetry={() => void mutate()} />
      </PageFrame>
    );
  }
  if (isLoading || !data) return <PageSkeleton />;

  const kind = pageKindFor(data.variation.contentType, data.variation.onDemandType);
  if (!kind) return inShell ? <Navigate to="/" replace /> : <Unavailable />;
  if (kind === 'membership')
    return <MembershipRedirect contentType={data.variation.contentType} inShell={inShell} />;

  switch (kind) {
    case 'book':
      return <BookPage data={data} labels={labels} now={now} />;
    case 'podcast':
      return <PodcastEpisodePage data={data} />;
    case 'incomplete':
      return (
        <div css={productViewBoxCss}>
          <h1 css={productViewHeadingCss}>{data.variation.displayName}</h1>
          <p role="status" css={productViewTextCss}>
            Incomplete: the interactive webcast page is not available yet.
          </p>
        </div>
      );
    default:
      return <ProgramPage data={data} kind={kind} now={now} labels={labels} updateAddress={inShell} />;
  }
}
