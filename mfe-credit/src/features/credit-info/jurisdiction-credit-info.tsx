import { useId, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ApiError } from '@cle/contracts/api-client';
import { useServerOrHydrating } from '@cle/contracts/hydration';
import { InlineError } from '@cle/ui/inline-error';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { mq } from '@cle/ui/theme';
import { ComplianceGroupTabs } from './components/compliance-group-tabs';
import { CreditInfoHeader } from './components/credit-info-header';
import { initialTabIndex, parsePreselectTab, parseRegionSk } from './credit-info-rules';
import { parseLinkGridSettings } from './link-grid-rules';
import { RequirementsPanel } from './components/requirements-panel';
import { SiteUrlContext } from './components/site-link';
import { TopicLinksGrid } from './components/topic-links-grid';
import { useCreditInfo } from './api/use-credit-info';
import { useSavedSpecialStatus } from './api/use-saved-special-status';
import { useUrlRestore } from './hooks/use-url-restore';
import { AnnouncementsCarousel } from './components/announcements-carousel';
import {
  isNewlyAdmittedGroup,
  useCreditPageMap,
  usePublicAnnouncements,
} from './api/use-public-announcements';
import type { CreditInfo } from '@cle/contracts/credit-schemas';

export interface JurisdictionCreditInfoProps {
  /** the jurisdiction's region key (CMS property regionSk, or the embed's prop) */
  regionSk: unknown;
  /** the page's own path (its CMS friendly URL); only where the page owns the address bar */
  pagePath?: string | null;
  /** topic-links grid settings from the CMS: { columns, rows, orderBy } */
  linkGrid?: unknown;
  /** the site's origin, for an embed on another site: links and share then point there */
  siteUrl?: string | null;
}

const columnsStyle = {
  display: 'grid',
  gap: 32,
  marginTop: 24,
  [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) 340px' },
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 380px' },
} as const;

/** The whole page failed: its h1 says so. */
function Problem({ heading, body, onRetry }: { heading: string; body: string; onRetry?: () => void }) {
  return (
    <PageFrame maxWidth={1440}>
      <InlineError heading={heading} headingLevel={1} message={body} onRetry={onRetry} />
    </PageFrame>
  );
}

/** Spec 2 §2: the main content area — the jurisdiction's notes. */
function NotesSection({ info }: { info: CreditInfo }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 8 }}>
      <h2 id={headingId} css={{ fontSize: 22, margin: 0 }}>
        About CLE in {info.name}
      </h2>
      <p css={{ margin: 0, lineHeight: 1.6, maxWidth: 760 }}>{info.notes}</p>
    </section>
  );
}

function LoadingPage() {
  return (
    <PageFrame maxWidth={1440} busy>
      <Skeleton rows={3} label="Loading CLE requirements" />
      <div css={columnsStyle}>
        <Skeleton rows={8} label="Loading credit types" />
        <Skeleton rows={8} label="Loading requirements" />
      </div>
    </PageFrame>
  );
}

/** Spec 2 §2: the jurisdiction credit info page. */
export function JurisdictionCreditInfo({
  regionSk,
  pagePath = null,
  linkGrid,
  siteUrl = null,
}: JurisdictionCreditInfoProps) {
  const sk = parseRegionSk(regionSk);
  const { data: info, error, isLoading, mutate } = useCreditInfo(sk);
  const [params] = useSearchParams();
  const preselect = parsePreselectTab(params);
  const saved = useSavedSpecialStatus(sk);
  const [chosenTab, setChosenTab] = useState<{ sk: number; index: number } | null>(null);
  useUrlRestore(pagePath);
  // The selected compliance group decides which license kind the announcements and page map are for.
  const loadedGroups = info?.regionSk === sk ? info.complianceGroups : [];
  const tabIndex =
    chosenTab?.sk === sk ? chosenTab.index : initialTabIndex(loadedGroups, saved.groupSk, preselect);
  const transitional = isNewlyAdmittedGroup(loadedGroups[tabIndex]?.longDescription);
  const announcements = usePublicAnnouncements(info?.regionSk === sk ? sk : null, transitional);
  const pageMap = useCreditPageMap(info?.regionSk === sk ? sk : null, transitional);
  // a server has no location: it and the hydrating render share the page's path, the browser the full URL
  const serverSide = useServerOrHydrating();
  const { pathname } = useLocation();

  if (sk === null)
    return (
      <Problem
        heading="CLE requirements are not available"
        body="This page is not linked to a jurisdiction."
      />
    );
  if (error && !info) {
    const final = error instanceof ApiError && error.isClientError;
    return (
      <Problem
        heading="CLE requirements could not be loaded"
        body={
          final
            ? 'We have no CLE requirements for this jurisdiction.'
            : 'Something went wrong while loading this page. Please try again.'
        }
        onRetry={final ? undefined : () => void mutate()}
      />
    );
  }
  if (isLoading || !info || info.regionSk !== sk) return <LoadingPage />;

  const groups = info.complianceGroups;
  const selectedTab = tabIndex;
  const ownPath = pagePath ?? info.url;
  const shareUrl = siteUrl
    ? new URL(ownPath ?? '/', siteUrl).href
    : serverSide
      ? (ownPath ?? pathname)
      : ownPath
        ? new URL(ownPath, window.location.origin).href
        : window.location.href;

  return (
    <SiteUrlContext.Provider value={siteUrl}>
      <PageFrame maxWidth={1440}>
        <CreditInfoHeader info={info} shareUrl={shareUrl} />
        <div css={columnsStyle}>
          <div css={{ display: 'grid', gap: 40, alignContent: 'start' }}>
            {groups.length ? (
              saved.isLoading && !chosenTab ? (
                <Skeleton rows={4} label="Loading compliance groups" />
              ) : (
                <ComplianceGroupTabs
                  info={info}
                  selected={selectedTab}
                  onSelect={(index) => setChosenTab({ sk, index })}
                />
              )
            ) : null}
            <TopicLinksGrid info={info} settings={parseLinkGridSettings(linkGrid)} />
            <NotesSection info={info} />
          </div>
          <div css={{ display: 'grid', gap: 24, alignContent: 'start' }}>
            <RequirementsPanel info={info} />
            <AnnouncementsCarousel
              announcements={announcements.data}
              isLoading={announcements.isLoading}
              pageMap={pageMap.data}
              currentPath={ownPath}
            />
          </div>
        </div>
      </PageFrame>
    </SiteUrlContext.Provider>
  );
}
