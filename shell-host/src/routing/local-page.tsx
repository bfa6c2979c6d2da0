// The shell's own page views, each its own chunk: a visitor downloads only the view they open.
import { lazy, memo, Suspense } from 'react';
import type { ComponentType } from 'react';
import type { PageProps } from '@cle/contracts/page';
import type { LocalView } from './page-registry';
import { StartPage } from '../features/start-page/start-page';
import { PageLoader } from '../components/page-loader';

const VIEWS: Record<Exclude<LocalView, 'start'>, ComponentType<PageProps>> = {
  generic: lazy(() =>
    import('../features/generic-page/generic-page').then((m) => ({ default: m.GenericPage })),
  ),
  headless: lazy(() =>
    import('../features/generic-page/generic-page').then((m) => ({ default: m.StandardHeadlessPage })),
  ),
  'press-release': lazy(() =>
    import('../features/press-release/press-release-page').then((m) => ({
      default: m.PressReleaseDetailPage,
    })),
  ),
  taxonomy: lazy(() =>
    import('../features/taxonomy/taxonomy-page').then((m) => ({ default: m.TaxonomyPage })),
  ),
  'global-error': lazy(() =>
    import('../features/error-pages/global-error-page').then((m) => ({ default: m.GlobalErrorPage })),
  ),
  debug: lazy(() => import('../features/debug-page/debug-page').then((m) => ({ default: m.DebugPage }))),
  'mobile-store': lazy(() =>
    import('../features/mobile-store-redirect/mobile-store-redirect-page').then((m) => ({
      default: m.MobileStoreRedirectPage,
    })),
  ),
};

function LocalPageView({ view, page }: PageProps & { view: LocalView }) {
  if (view === 'start') return <StartPage page={page} />;
  const View = VIEWS[view];
  return (
    <Suspense fallback={<PageLoader />}>
      <View page={page} />
    </Suspense>
  );
}

/**
 * Memoized: the route re-renders urgently while the page hydrates (the auth state settling), and a new
 * element reaching a boundary whose view's chunk is still on its way makes React throw the server's HTML
 * away and draw the loader, then the page again: a press made in between was lost (the Vimeo flake).
 * With the same view and page, the boundary keeps the server's HTML and hydrates when the chunk arrives.
 */
export const LocalPage = memo(LocalPageView);
