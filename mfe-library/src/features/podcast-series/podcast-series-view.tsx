// The podcast series page (spec 1 §2): breadcrumb, series heading and description, where to listen,
// the Episodes list, and the host and co-host sections. Rendered by the shell (PodcastSeriesNode)
// and by the embed (view 'podcast-series', props { code }).
import { Link } from 'react-router-dom';
import { ApiError } from '@cle/contracts/api-client';
import { InlineError } from '@cle/ui/inline-error';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { colors, eyebrowCss, focusRing, mq } from '@cle/ui/theme';
import { EpisodeList } from './components/episode-list';
import { HostsSection } from './components/hosts-section';
import { ServiceLinks } from './components/service-links';
import { usePodcastSeasons, usePodcastSeries } from './api/use-podcast';

const BREADCRUMB_ROOT = { href: '/podcasts', text: 'Podcasts' } as const;
const SERIES_NOT_FOUND = 'This podcast series could not be found.';
const SERIES_ERROR = 'This podcast series could not be loaded.';
const NO_SERIES_CODE = 'This page names no podcast series.';

function Breadcrumb({ current }: { current?: string }) {
  return (
    <nav aria-label="Breadcrumb" css={{ marginBottom: 16, fontSize: 14 }}>
      <ol css={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', margin: 0, padding: 0 }}>
        <li>
          <Link
            to={BREADCRUMB_ROOT.href}
            css={{ color: colors.red, fontWeight: 600, '&:focus-visible': focusRing }}
          >
            {BREADCRUMB_ROOT.text}
          </Link>
        </li>
        {current ? (
          <li aria-current="page" css={{ color: colors.inkSoft }}>
            <span aria-hidden="true" css={{ marginRight: 6 }}>
              ›
            </span>
            {current}
          </li>
        ) : null}
      </ol>
    </nav>
  );
}

export function PodcastSeriesView({ code }: { code: string }) {
  const series = usePodcastSeries(code);
  const seasons = usePodcastSeasons(code);
  const data = series.data;
  const seasonList = seasons.data ?? data?.seasons ?? [];
  const notFound = series.error instanceof ApiError && series.error.status === 404;

  return (
    <PageFrame maxWidth={1200}>
      <Breadcrumb current={data?.displayName} />

      {!code ? (
        <InlineError message={NO_SERIES_CODE} />
      ) : series.error ? (
        <InlineError
          message={notFound ? SERIES_NOT_FOUND : SERIES_ERROR}
          onRetry={notFound ? undefined : () => void series.mutate()}
        />
      ) : !data ? (
        <Skeleton rows={4} label="Loading podcast series" />
      ) : (
        <>
          <header
            css={{
              display: 'grid',
              gap: 12,
              marginBottom: 32,
              // Explicit, so an integrator page's own `header` rule cannot restyle the embed's.
              padding: 0,
              background: 'none',
              color: colors.ink,
            }}
          >
            <p css={eyebrowCss}>Podcast</p>
            <h1 css={{ fontSize: 32, margin: 0, [mq.md]: { fontSize: 40 } }}>{data.displayName}</h1>
            {data.description ? (
              <p css={{ margin: 0, fontSize: 18, lineHeight: 1.5, maxWidth: 760 }}>{data.description}</p>
            ) : null}
            <ServiceLinks links={data.seriesServiceLinks} />
          </header>

          <div
            css={{
              display: 'grid',
              gap: 32,
              [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) 300px' },
              [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' },
            }}
          >
            <EpisodeList code={data.code} seasons={seasonList} />
            <aside aria-label="Hosts" css={{ display: 'grid', gap: 24, alignContent: 'start' }}>
              <HostsSection people={data.podcastHosts} kind="host" />
              <HostsSection people={data.podcastCoHosts} kind="co-host" />
            </aside>
          </div>
        </>
      )}
    </PageFrame>
  );
}
