import { useId, useState } from 'react';
import { useNow } from '@cle/contracts/hydration';
import type { Announcement } from '@cle/contracts/tracker-schemas';
import type { CreditPageMap } from '@cle/contracts/credit-info-public-schemas';
import { Skeleton } from '@cle/ui/skeleton';
import { colors, focusRing } from '@cle/ui/theme';
import { SiteLink } from './site-link';

const HOUR_MS = 3_600_000;

/** The 'New' tag shows until the announcement's expireNewStatus day has passed. */
const showsNewTag = (expireNewStatus: string | null, todayIso: string) =>
  Boolean(expireNewStatus) && expireNewStatus!.slice(0, 10) >= todayIso;

const buttonStyle = {
  border: `1px solid ${colors.line}`,
  background: colors.paper,
  borderRadius: 4,
  padding: '6px 12px',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.5, cursor: 'default' },
  '&:focus-visible': focusRing,
} as const;

/**
 * Spec 2 §2: the jurisdiction page's announcements carousel, one announcement at a time with
 * Previous/Next. The page map adds the rule-changes page and, for a newly admitted license, the page
 * that states its requirements. A failed fetch shows nothing (the page stays useful without it).
 */
export function AnnouncementsCarousel({
  announcements,
  isLoading,
  pageMap,
  currentPath,
  today,
}: {
  announcements: Announcement[] | undefined;
  isLoading: boolean;
  pageMap: CreditPageMap | undefined;
  currentPath: string | null;
  today?: string;
}) {
  const headingId = useId();
  const [index, setIndex] = useState(0);
  // the server's day while rendering on it and hydrating (the same 'New' tags), then the browser's
  const now = useNow(HOUR_MS);
  const todayIso = today ?? new Date(now).toISOString().slice(0, 10);
  if (isLoading) return <Skeleton rows={3} label="Loading announcements" />;
  if (!announcements?.length) return null;
  const at = Math.min(index, announcements.length - 1);
  const current = announcements[at]!;
  const requirements = pageMap?.requirementsPage;
  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      css={{ border: `1px solid ${colors.line}`, borderRadius: 8, padding: 16, display: 'grid', gap: 12 }}
    >
      <h2 id={headingId} css={{ fontSize: 20, margin: 0 }}>
        Announcements
      </h2>
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`${at + 1} of ${announcements.length}`}
        aria-live="polite"
        css={{ minHeight: 96 }}
      >
        <h3 css={{ fontSize: 17, margin: '0 0 4px' }}>
          {current.headingText}{' '}
          {showsNewTag(current.expireNewStatus, todayIso) ? (
            <span
              css={{
                background: colors.red,
                color: colors.paper,
                borderRadius: 4,
                padding: '0 6px',
                fontSize: 13,
              }}
            >
              {current.newTagText}
            </span>
          ) : null}
        </h3>
        <p css={{ margin: 0, lineHeight: 1.5 }}>{current.body}</p>
      </div>
      {announcements.length > 1 ? (
        <div css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <button type="button" css={buttonStyle} disabled={at === 0} onClick={() => setIndex(at - 1)}>
            Previous
          </button>
          <span aria-hidden="true">
            {at + 1} of {announcements.length}
          </span>
          <button
            type="button"
            css={buttonStyle}
            disabled={at === announcements.length - 1}
            onClick={() => setIndex(at + 1)}
          >
            Next
          </button>
        </div>
      ) : null}
      <p css={{ margin: 0, display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {requirements && requirements.href !== currentPath ? (
          <SiteLink href={requirements.href}>{requirements.text}</SiteLink>
        ) : null}
        {pageMap?.ruleChangesPage ? (
          <SiteLink href={pageMap.ruleChangesPage.href}>{pageMap.ruleChangesPage.text}</SiteLink>
        ) : null}
      </p>
    </section>
  );
}
