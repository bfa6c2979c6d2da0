// Pieces the credit class, credit format/type, river and rule changes pages share.
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { ContentLink } from '@cle/contracts/credit-schemas';
import { InlineError } from '@cle/ui/inline-error';
import { SkeletonBlock } from '@cle/ui/skeleton';
import { bareList, colors } from '@cle/ui/theme';
import type { LinkGridSettings } from '../link-grid-rules';
import { PlacedGrid, tileCss } from './placed-grid';
import { SiteLink } from './site-link';
import { useCreditInfoExtended } from '../api/use-credit-info';
import { usePageAncestors } from '../api/use-credit-pages';

/** Home, the page's ancestors (from the CMS tree), then the page itself. */
export function PageBreadcrumbs({ pageId, current }: { pageId: string; current: string }) {
  const { data } = usePageAncestors(pageId);
  const crumbs = data ?? [];
  return (
    <nav aria-label="Breadcrumb" css={{ minHeight: 20 }}>
      <ol css={{ ...bareList, display: 'flex', flexWrap: 'wrap', gap: 4, fontSize: 14 }}>
        {crumbs.map((c) => (
          <li key={c.id} css={{ display: 'flex', gap: 4 }}>
            <SiteLink href={c.friendlyUrl}>{c.name}</SiteLink>
            <span aria-hidden="true">/</span>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

/** The region's header links (GET /credit-info/extended): search, tracker, credit class pages. */
export function RegionHeaderLinks({
  regionSk,
  extra = [],
}: {
  regionSk: number | null;
  extra?: { href: string; text: string }[];
}) {
  const extended = useCreditInfoExtended(regionSk);
  if (regionSk && extended.error && !extended.region)
    return (
      <InlineError
        compact
        message="Related links could not be loaded."
        onRetry={() => void extended.mutate()}
      />
    );
  if (regionSk && !extended.region)
    return (
      <div role="status" aria-label="Loading related links" css={{ display: 'flex', gap: 20 }}>
        <SkeletonBlock width={180} height={18} />
        <SkeletonBlock width={140} height={18} />
      </div>
    );
  const links = [...extra, ...(extended.region?.headerLinks ?? [])];
  return (
    <div css={{ display: 'grid', gap: 8 }}>
      {extended.region ? (
        <p css={{ margin: 0, fontSize: 18, color: colors.inkSoft }}>
          {extended.region.creditClassSubheading}
        </p>
      ) : null}
      <ul
        aria-label="Related links"
        css={{ ...bareList, display: 'flex', flexWrap: 'wrap', gap: '8px 20px' }}
      >
        {links.map((l) => (
          <li key={l.href}>
            <SiteLink href={l.href}>{l.text}</SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

const tileStyle = {
  ...tileCss,
  display: 'block',
  fontWeight: 700,
  '&:hover': { borderColor: colors.red },
} as const;

/** Spec 2 §2 link grid: 1-3 columns, by row or by column, 6 items or rows x columns. */
export function LinkGrid({
  heading,
  links,
  settings,
}: {
  heading: ReactNode;
  links: readonly ContentLink[];
  settings: LinkGridSettings;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 12 }}>
      <h2 id={headingId} css={{ fontSize: 22, margin: 0 }}>
        {heading}
      </h2>
      <PlacedGrid items={links} settings={settings} keyOf={(l) => l.id}>
        {(item) => (
          <SiteLink href={item.friendlyUrl} look={tileStyle}>
            {item.name}
          </SiteLink>
        )}
      </PlacedGrid>
    </section>
  );
}
