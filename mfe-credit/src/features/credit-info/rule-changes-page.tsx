import { useId } from 'react';
import type { RuleChange } from '@cle/contracts/credit-schemas';
import { RULE_CHANGE_TYPES } from '@cle/contracts/credit-schemas';
import type { PageContent } from '@cle/contracts/page';
import { InlineError } from '@cle/ui/inline-error';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { bareList, colors, mq } from '@cle/ui/theme';
import { effectiveText, flattenRuleChanges, splitOrders } from './credit-pages-rules';
import { PageBreadcrumbs } from './components/credit-page-parts';
import { SiteLink } from './components/site-link';
import { useRuleChanges } from './api/use-credit-pages';

function ChangeList({ heading, items, empty }: { heading: string; items: RuleChange[]; empty: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 12 }}>
      <h3 id={headingId} css={{ fontSize: 20, margin: 0 }}>
        {heading}
      </h3>
      {items.length ? (
        <ul css={{ ...bareList, display: 'grid', gap: 16 }}>
          {items.map((r) => (
            <li
              key={`${r.regionName}-${r.heading}`}
              css={{ borderBottom: `1px solid ${colors.line}`, paddingBottom: 12 }}
            >
              <p css={{ margin: 0, fontSize: 14, color: colors.inkSoft }}>
                {r.jurisdictionUrl ? (
                  <SiteLink href={r.jurisdictionUrl}>{r.regionName}</SiteLink>
                ) : (
                  r.regionName
                )}{' '}
                · {effectiveText(r.effectiveDate)}
              </p>
              <p css={{ margin: '4px 0', fontWeight: 700 }}>{r.heading}</p>
              <p css={{ margin: 0, lineHeight: 1.5 }}>{r.body}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p css={{ margin: 0 }}>{empty}</p>
      )}
    </section>
  );
}

/** Spec 2 §2: the rule changes page — recent rule changes, and COVID orders as Current and Expired Orders. */
export function RuleChangesView({ page }: { page: PageContent }) {
  const recent = useRuleChanges(RULE_CHANGE_TYPES.ruleChanges);
  const covid = useRuleChanges(RULE_CHANGE_TYPES.covidOrders);
  const orders = splitOrders(covid.data);
  return (
    <PageFrame>
      <PageBreadcrumbs pageId={page.contentLink.id} current={page.name} />
      <h1 css={{ fontSize: 28, margin: '12px 0 24px', [mq.md]: { fontSize: 36 } }}>{page.name}</h1>
      <div css={{ display: 'grid', gap: 40, [mq.lg]: { gridTemplateColumns: '1fr 1fr' } }}>
        <section aria-label="Rule changes" css={{ display: 'grid', gap: 12, alignContent: 'start' }}>
          <h2 css={{ fontSize: 24, margin: 0 }}>Rule changes</h2>
          {recent.error && !recent.data ? (
            <InlineError message="Rule changes could not be loaded." onRetry={() => void recent.mutate()} />
          ) : !recent.data ? (
            <Skeleton rows={6} label="Loading rule changes" />
          ) : (
            <ChangeList
              heading="Recent rule changes"
              items={flattenRuleChanges(recent.data)}
              empty="No recent rule changes."
            />
          )}
        </section>
        <section aria-label="COVID-19 orders" css={{ display: 'grid', gap: 24, alignContent: 'start' }}>
          <h2 css={{ fontSize: 24, margin: 0 }}>COVID-19 orders</h2>
          {covid.error && !covid.data ? (
            <InlineError message="Orders could not be loaded." onRetry={() => void covid.mutate()} />
          ) : !covid.data ? (
            <Skeleton rows={6} label="Loading orders" />
          ) : (
            <>
              <ChangeList heading="Current Orders" items={orders.current} empty="No orders are in effect." />
              <ChangeList heading="Expired Orders" items={orders.expired} empty="No expired orders." />
            </>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
