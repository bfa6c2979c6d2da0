import type { PageContent } from '@cle/contracts/page';
import { InlineError } from '@cle/ui/inline-error';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { colors, mq } from '@cle/ui/theme';
import { parseRegionSk } from './credit-info-rules';
import { riverTabs } from './credit-pages-rules';
import { PageBreadcrumbs, LinkGrid, RegionHeaderLinks } from './components/credit-page-parts';
import { parseLinkGridSettings } from './link-grid-rules';
import { RequirementsPanel } from './components/requirements-panel';
import { useCreditInfo } from './api/use-credit-info';
import { usePageChildren } from './api/use-credit-pages';

/** Spec 2 §2: the credit class page — main content area plus a child-page list. */
export function CreditClassView({ page }: { page: PageContent }) {
  const sk = parseRegionSk(page.properties.regionSk);
  const info = useCreditInfo(sk);
  const children = usePageChildren(page.contentLink.id);
  const visible = riverTabs(children.data ?? []);
  return (
    <PageFrame maxWidth={1440}>
      <header css={{ display: 'grid', gap: 12, paddingBottom: 24, borderBottom: `1px solid ${colors.line}` }}>
        <PageBreadcrumbs pageId={page.contentLink.id} current={page.name} />
        <h1 css={{ fontSize: 28, margin: 0, [mq.md]: { fontSize: 36 } }}>{page.name}</h1>
        <RegionHeaderLinks regionSk={sk} />
      </header>
      <div
        css={{
          display: 'grid',
          gap: 32,
          marginTop: 24,
          [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' },
        }}
      >
        <div css={{ display: 'grid', gap: 32, alignContent: 'start' }}>
          <section aria-label="Main content" css={{ display: 'grid', gap: 8 }}>
            {info.data ? (
              <>
                <h2 css={{ fontSize: 22, margin: 0 }}>About {page.name}</h2>
                <p css={{ margin: 0, lineHeight: 1.6, maxWidth: 760 }}>{info.data.notes}</p>
              </>
            ) : info.error ? (
              <InlineError
                message="The requirements could not be loaded."
                onRetry={() => void info.mutate()}
              />
            ) : sk ? (
              <Skeleton rows={3} label="Loading requirements" />
            ) : null}
          </section>
          {children.error && !children.data ? (
            <InlineError
              message="The topics of this page could not be loaded."
              onRetry={() => void children.mutate()}
            />
          ) : !children.data ? (
            <Skeleton rows={4} label="Loading topics" />
          ) : visible.length ? (
            <LinkGrid
              heading={`Topics for ${page.name}`}
              links={visible}
              settings={parseLinkGridSettings(page.properties.linkGrid)}
            />
          ) : null}
        </div>
        {info.data ? <RequirementsPanel info={info.data} /> : null}
      </div>
    </PageFrame>
  );
}
