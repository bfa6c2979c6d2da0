// The earn-more-credit side panel (spec 2 §2): programs for the region's credit types, sortable by
// price, credit amount, date and format; retry on failure; the configured no-results text with its
// {link} as a Search link; a skeleton of the page size while loading.
import { useId, useState } from 'react';
import { Dialog } from '@cle/ui/dialog';
import { SkeletonBlock } from '@cle/ui/skeleton';
import { bareList, colors, linkButtonCss } from '@cle/ui/theme';
import { Button } from '@cle/ui/button';
import {
  EARN_MORE_SORTS,
  EARN_MORE_TYPE_LABELS,
  programShareMail,
  sortEarnMore,
  splitNoResults,
} from '../tracker-rules';
import type { EarnMoreItem, EarnMoreSort } from '../tracker-rules';
import { EARN_MORE_PAGE_SIZE, useEarnMore } from '../api/use-tracker';
import { formatTypesFor } from '../credit-enums';

/**
 * S2-OTHER-06: the Search link carries the panel's jurisdiction, credit types and formats and the member's
 * practice areas (ids: the search reads a practice area's id), values joined by ';' as the search does.
 */
function searchHref(
  searchUrl: string,
  a: { regionCode: string; creditTypes: string[]; formats: string[]; practiceAreas: number[] },
) {
  const p = new URLSearchParams({ jurisdictions: a.regionCode });
  if (a.creditTypes.length) p.set('creditType', a.creditTypes.join(';'));
  const formatTypes = formatTypesFor(a.formats);
  if (formatTypes.length) p.set('format', formatTypes.join(';'));
  if (a.practiceAreas.length) p.set('practiceArea', a.practiceAreas.join(';'));
  return `${searchUrl}?${p.toString()}`;
}

export function EarnMorePanel({
  open,
  onClose,
  regionCode,
  regionName,
  creditTypes,
  formats = [],
  practiceAreas = [],
  failureMessage,
  noResultsMessage,
  searchUrl,
}: {
  open: boolean;
  onClose: () => void;
  regionCode: string;
  regionName: string;
  creditTypes: string[];
  /** the query's program formats (LiveInPerson, LiveWebcast, OnDemand) */
  formats?: string[];
  /** the member's followed practice areas (the tracker's userPracticeAreaCategories) */
  practiceAreas?: number[];
  failureMessage: string;
  noResultsMessage: string;
  searchUrl: string;
}) {
  const titleId = useId();
  const [sort, setSort] = useState<EarnMoreSort>('date');
  const { data, error, isLoading, mutate } = useEarnMore(open ? regionCode : null, creditTypes, formats);
  const [before, after] = splitNoResults(noResultsMessage);
  return (
    <Dialog open={open} onClose={onClose} placement="side" aria-labelledby={titleId}>
      <div css={{ padding: 24, display: 'grid', gap: 14 }}>
        <div css={{ display: 'flex', justifyContent: 'space-between' }}>
          <h2 id={titleId} css={{ margin: 0 }}>
            Earn more credit in {regionName}
          </h2>
          <button type="button" css={linkButtonCss} onClick={onClose}>
            Close
          </button>
        </div>
        <label css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          Sort by
          <select value={sort} onChange={(e) => setSort(e.target.value as EarnMoreSort)}>
            {EARN_MORE_SORTS.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        {error ? (
          <div role="alert" css={{ display: 'grid', gap: 8 }}>
            <p css={{ margin: 0 }}>{failureMessage}</p>
            <Button type="button" variant="secondary" onClick={() => void mutate()}>
              Retry
            </Button>
          </div>
        ) : isLoading || !data ? (
          <ul aria-label="Loading programs" css={{ ...bareList, display: 'grid', gap: 8 }}>
            {Array.from({ length: EARN_MORE_PAGE_SIZE }, (_, i) => (
              <li key={i}>
                <SkeletonBlock height={48} />
              </li>
            ))}
          </ul>
        ) : data.length === 0 ? (
          <p css={{ margin: 0 }}>
            {before}
            <a href={searchHref(searchUrl, { regionCode, creditTypes, formats, practiceAreas })}>Search</a>
            {after}
          </p>
        ) : (
          <ul aria-label="Programs" css={{ ...bareList, display: 'grid', gap: 10 }}>
            {sortEarnMore(data, sort).map((p) => (
              <EarnMoreRow key={p.url} item={p} />
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

/** One program of the panel; S2-OTHER-10: an unknown searchable type is logged and renders nothing. */
export function EarnMoreRow({ item: p }: { item: EarnMoreItem }) {
  const typeLabel = EARN_MORE_TYPE_LABELS[p.searchableType];
  if (!typeLabel) {
    console.error(`Unknown searchable type '${p.searchableType}' (${p.url})`);
    return null;
  }
  return (
    <li css={{ borderBottom: `1px solid ${colors.line}`, paddingBottom: 8 }}>
      <a href={p.url}>{p.title}</a>{' '}
      <a
        href={programShareMail(p.title, p.pk, window.location.origin)}
        aria-label={`Share ${p.title}`}
        css={{ fontSize: 13 }}
      >
        Share
      </a>
      <div css={{ fontSize: 13, color: colors.inkSoft }}>
        {[
          typeLabel,
          p.format,
          p.credits ? `${p.credits} credits` : null,
          p.price !== null ? `$${p.price}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </div>
    </li>
  );
}
