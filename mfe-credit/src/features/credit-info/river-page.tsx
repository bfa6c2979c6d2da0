import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ContentLink } from '@cle/contracts/credit-schemas';
import type { PageContent } from '@cle/contracts/page';
import { InlineError } from '@cle/ui/inline-error';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { TabList, TabPanel } from '@cle/ui/tabs';
import { bareList, colors, mq } from '@cle/ui/theme';
import { activeTabIndex, riverTabs, tabKey } from './credit-pages-rules';
import { RegionHeaderLinks } from './components/credit-page-parts';
import { SiteLink } from './components/site-link';
import { useCreditCallouts, usePageChildren } from './api/use-credit-pages';

function ChildPanel({ child }: { child: ContentLink }) {
  return (
    <div css={{ display: 'grid', gap: 12 }}>
      <h2 css={{ fontSize: 22, margin: 0 }}>{child.name}</h2>
      <RegionHeaderLinks regionSk={child.regionSk} />
      <p css={{ margin: 0 }}>
        <SiteLink href={child.friendlyUrl}>Read the full {child.name}</SiteLink>
      </p>
    </div>
  );
}

function Callouts() {
  const { data } = useCreditCallouts(null);
  if (!data?.length) return null;
  return (
    <ul
      aria-label="Credit call-outs"
      css={{ ...bareList, display: 'grid', gap: 12, [mq.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } }}
    >
      {data.map((c) => (
        <li
          key={c.id}
          css={{ border: `1px solid ${colors.line}`, borderRadius: 8, padding: 16, display: 'grid', gap: 6 }}
        >
          <strong>{c.heading}</strong>
          <span>{c.body}</span>
          <SiteLink href={c.link.href}>{c.link.text}</SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** Spec 2 §2: the river page — one tab per visible child page, chosen by ?activeTab or the first. */
export function RiverView({ page }: { page: PageContent }) {
  const [params, setParams] = useSearchParams();
  const { data, error, mutate } = usePageChildren(page.contentLink.id);
  const baseId = useId();
  const tabs = riverTabs(data ?? []);
  const selected = activeTabIndex(tabs, params.get('activeTab'));
  const current = tabs[selected];
  const id = (i: number) => `${baseId}-tab-${i}`;
  return (
    <PageFrame maxWidth={1440}>
      <h1 id={`${baseId}-h`} css={{ fontSize: 28, margin: '0 0 16px', [mq.md]: { fontSize: 36 } }}>
        {page.name}
      </h1>
      <Callouts />
      <div css={{ marginTop: 24, minHeight: 360 }}>
        {error && !data ? (
          <InlineError message="The jurisdictions could not be loaded." onRetry={() => void mutate()} />
        ) : !data ? (
          <Skeleton rows={6} label="Loading jurisdictions" />
        ) : current ? (
          <div css={{ display: 'grid', gap: 16 }}>
            <TabList
              aria-labelledby={`${baseId}-h`}
              tabs={tabs.map((t, i) => ({
                key: i,
                label: t.name.replace(/ CLE Requirements$/, ''),
                id: id(i),
                panelId: `${id(i)}-panel`,
              }))}
              selected={selected}
              onSelect={(_, i) => {
                const next = new URLSearchParams(params);
                next.set('activeTab', tabKey(tabs[i]!));
                setParams(next, { replace: true });
              }}
              css={{ overflowX: 'auto', flexWrap: 'nowrap', paddingBottom: 4 }}
            />
            <TabPanel id={`${id(selected)}-panel`} tabId={id(selected)} css={{ padding: '8px 0' }}>
              <ChildPanel child={current} />
            </TabPanel>
          </div>
        ) : (
          <p>No jurisdictions are published yet.</p>
        )}
      </div>
    </PageFrame>
  );
}
