import { useId } from 'react';
import type { PageContent } from '@cle/contracts/page';
import { PageFrame } from '@cle/ui/page-frame';
import { SkeletonBlock } from '@cle/ui/skeleton';
import { bareList, colors, mq } from '@cle/ui/theme';
import { parseRegionSk } from './credit-info-rules';
import { textList, topicPageTitle } from './credit-pages-rules';
import { PageBreadcrumbs, RegionHeaderLinks } from './components/credit-page-parts';
import { useEarnMoreUrl, usePageAncestors } from './api/use-credit-pages';

/**
 * Spec 2 §2: the credit format page and the credit type page — '{page name} for {parent page name}',
 * header, panel messages, approval message and header links (the region's, plus a search for more
 * credit of this type or format from POST /credit-info/earn-more-url).
 */
export function CreditTopicView({ page, kind }: { page: PageContent; kind: 'format' | 'type' }) {
  const sk = parseRegionSk(page.properties.regionSk);
  const ancestors = usePageAncestors(page.contentLink.id);
  const parent = ancestors.data?.at(-1);
  const typeCode = typeof page.properties.creditTypeCode === 'string' ? page.properties.creditTypeCode : null;
  const format = typeof page.properties.format === 'string' ? page.properties.format : null;
  const earnMore = useEarnMoreUrl(
    sk,
    kind === 'type' && typeCode ? [typeCode] : [],
    kind === 'format' && format ? [format] : [],
  );
  const messages = textList(page.properties.panelMessages);
  const approval =
    typeof page.properties.approvalMessage === 'string' ? page.properties.approvalMessage : null;
  const messagesId = useId();
  return (
    <PageFrame maxWidth={1200}>
      <header css={{ display: 'grid', gap: 12, paddingBottom: 24, borderBottom: `1px solid ${colors.line}` }}>
        <PageBreadcrumbs pageId={page.contentLink.id} current={page.name} />
        {ancestors.data || ancestors.error ? (
          <h1 css={{ fontSize: 28, margin: 0, [mq.md]: { fontSize: 36 } }}>
            {topicPageTitle(page.name, parent?.name)}
          </h1>
        ) : (
          <SkeletonBlock width="60%" height={40} role="status" aria-label="Loading title" />
        )}
        <RegionHeaderLinks
          regionSk={sk}
          extra={
            earnMore.data
              ? [{ href: earnMore.data.url, text: `Find ${page.name.toLowerCase()} programs` }]
              : []
          }
        />
      </header>
      <div css={{ display: 'grid', gap: 24, marginTop: 24, maxWidth: 760 }}>
        {messages.length ? (
          <section
            aria-labelledby={messagesId}
            css={{ background: colors.mist, borderRadius: 8, padding: 16 }}
          >
            <h2 id={messagesId} css={{ fontSize: 20, margin: '0 0 8px' }}>
              What you need to know
            </h2>
            <ul css={{ ...bareList, display: 'grid', gap: 8 }}>
              {messages.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </section>
        ) : null}
        {approval ? (
          <p
            role="note"
            aria-label="Approval"
            css={{ margin: 0, padding: 16, borderLeft: `4px solid ${colors.success}` }}
          >
            {approval}
          </p>
        ) : null}
      </div>
    </PageFrame>
  );
}
