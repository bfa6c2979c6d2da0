import { InlineError } from '@cle/ui/inline-error';
import { SkeletonBlock } from '@cle/ui/skeleton';
import { bareList, colors, mq } from '@cle/ui/theme';
import type { CreditInfo } from '@cle/contracts/credit-schemas';
import { ShareControl } from './share-control';
import { SiteLink } from './site-link';
import { useCreditInfoExtended } from '../api/use-credit-info';

function Breadcrumbs({ crumbs }: { crumbs: CreditInfo['breadcrumbs'] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol
        css={{
          ...bareList,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 4,
          fontSize: 14,
        }}
      >
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={`${c.text}-${i}`} css={{ display: 'flex', gap: 4 }}>
              {last || !c.href ? (
                <span aria-current={last ? 'page' : undefined}>{c.text}</span>
              ) : (
                <SiteLink href={c.href}>{c.text}</SiteLink>
              )}
              {last ? null : <span aria-hidden="true">/</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Spec 2 §2: header, breadcrumbs, header links (GET /credit-info/extended) and share. */
export function CreditInfoHeader({ info, shareUrl }: { info: CreditInfo; shareUrl: string }) {
  const extended = useCreditInfoExtended(info.regionSk);
  return (
    <header
      css={{
        display: 'grid',
        gap: 12,
        margin: 0,
        padding: '0 0 24px',
        background: 'none',
        color: colors.ink,
        borderBottom: `1px solid ${colors.line}`,
      }}
    >
      <Breadcrumbs crumbs={info.breadcrumbs} />
      <h1 css={{ fontSize: 28, margin: 0, [mq.md]: { fontSize: 36 } }}>{info.longDescription}</h1>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <span
          css={{
            fontSize: 13,
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: 0.5,
            padding: '4px 8px',
            borderRadius: 4,
            background: info.hasMandatoryCle ? colors.charcoal : colors.mist,
            color: info.hasMandatoryCle ? colors.paper : colors.ink,
          }}
        >
          {info.statusDescription}
        </span>
        {extended.region ? (
          <p css={{ margin: 0, fontSize: 18, color: colors.inkSoft }}>
            {extended.region.creditClassSubheading}
          </p>
        ) : extended.isLoading ? (
          <SkeletonBlock width={280} height={20} aria-hidden="true" />
        ) : null}
      </div>
      <div
        css={{
          display: 'flex',
          flexDirection: 'column',
          gap: 12,
          [mq.md]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' },
        }}
      >
        {extended.region ? (
          <ul
            aria-label="Related links"
            css={{
              ...bareList,
              display: 'flex',
              flexWrap: 'wrap',
              gap: '8px 20px',
            }}
          >
            {extended.region.headerLinks.map((l) => (
              <li key={l.href}>
                <SiteLink href={l.href}>{l.text}</SiteLink>
              </li>
            ))}
          </ul>
        ) : extended.error ? (
          <InlineError
            compact
            message="Related links could not be loaded."
            onRetry={() => void extended.mutate()}
          />
        ) : (
          <div role="status" aria-label="Loading related links" css={{ display: 'flex', gap: 20 }}>
            <SkeletonBlock width={180} height={18} />
            <SkeletonBlock width={140} height={18} />
          </div>
        )}
        <ShareControl title={info.longDescription} url={shareUrl} />
      </div>
    </header>
  );
}
