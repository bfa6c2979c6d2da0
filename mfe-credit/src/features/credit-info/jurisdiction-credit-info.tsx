import { ApiError } from '@cle/contracts/api-client';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { useJurisdictionPage } from './api/use-jurisdiction-page';
import { AnnouncementsCarousel } from './components/announcements-carousel';
import { ComplianceGroupTabs } from './components/compliance-group-tabs';
import { CreditInfoHeader } from './components/credit-info-header';
import { NotesSection } from './components/notes-section';
import { LoadingPage, Problem } from './components/page-states';
import { RequirementsPanel } from './components/requirements-panel';
import { SiteUrlContext } from './components/site-link';
import { TopicLinksGrid } from './components/topic-links-grid';
import * as styles from './jurisdiction-credit-info.styles';
import { parseLinkGridSettings } from './link-grid-rules';

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

/** Spec 2 §2: the jurisdiction credit info page. */
export function JurisdictionCreditInfo({
  regionSk,
  pagePath = null,
  linkGrid,
  siteUrl = null,
}: JurisdictionCreditInfoProps) {
  const page = useJurisdictionPage(regionSk, pagePath, siteUrl);
  const { sk, info, error, announcements } = page;

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
        onRetry={final ? undefined : () => void page.mutate()}
      />
    );
  }
  if (page.isLoading || !info || info.regionSk !== sk) return <LoadingPage />;
  const ownPath = pagePath ?? info.url;

  return (
    <SiteUrlContext.Provider value={siteUrl}>
      <PageFrame maxWidth={1440}>
        <CreditInfoHeader info={info} shareUrl={page.shareUrl(ownPath)} />
        <div css={styles.columns}>
          <div css={styles.main}>
            {info.complianceGroups.length ? (
              page.tabsWaiting ? (
                <Skeleton rows={4} label="Loading compliance groups" />
              ) : (
                <ComplianceGroupTabs info={info} selected={page.tabIndex} onSelect={page.chooseTab} />
              )
            ) : null}
            <TopicLinksGrid info={info} settings={parseLinkGridSettings(linkGrid)} />
            <NotesSection info={info} />
          </div>
          <div css={styles.side}>
            <RequirementsPanel info={info} />
            <AnnouncementsCarousel
              announcements={announcements.data}
              isLoading={announcements.isLoading}
              pageMap={page.pageMap.data}
              currentPath={ownPath}
            />
          </div>
        </div>
      </PageFrame>
    </SiteUrlContext.Provider>
  );
}
