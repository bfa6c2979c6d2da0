// The credit tracker page (spec 2 §2): the frame around the tracker. Signed out: sign in; loading: the
// skeleton; loaded: the header (tracker-header.tsx), the admin line and the shown license's tracker
// (tracker-body.tsx), or the invitation to add a license; the disclaimer. State and data: use-tracker-page.ts.
import { useId } from 'react';
import { Button } from '@cle/ui/button';
import { PageFrame } from '@cle/ui/page-frame';
import { SkeletonBlock } from '@cle/ui/skeleton';
import * as styles from './credit-tracker-page.styles';
import { TrackerBody } from './components/tracker-body';
import { TrackerHeader } from './components/tracker-header';
import type { RenderAddLicense, RenderCreditModal } from './components/tracker-header';
import { TRACKER_SKELETON_ROWS } from './tracker-rules';
import { useTrackerPage } from './api/use-tracker-page';

function TrackerSkeleton() {
  return (
    <ul aria-label="Loading credit tracker" css={styles.skeletonList}>
      {Array.from({ length: TRACKER_SKELETON_ROWS }, (_, i) => (
        <li key={i} data-testid="tracker-skeleton-row">
          <SkeletonBlock height={56} />
        </li>
      ))}
    </ul>
  );
}

interface CreditTrackerPageProps {
  title: string;
  renderAddLicense?: RenderAddLicense;
  renderCreditModal?: RenderCreditModal;
}

export function CreditTrackerPage({ title, renderAddLicense, renderCreditModal }: CreditTrackerPageProps) {
  const page = useTrackerPage();
  const { auth, tracker, entry, admin } = page;
  const headingId = useId();
  const heading = <h1 css={styles.pageTitle}>{title}</h1>;
  if (!auth.ready || (auth.isAuthenticated && !page.loaded && !tracker.error))
    return (
      <PageFrame busy>
        {heading}
        <TrackerSkeleton />
      </PageFrame>
    );
  if (!auth.isAuthenticated)
    return (
      <PageFrame>
        {heading}
        <p>Sign in to track your credits.</p>
        <Button type="button" onClick={page.signIn}>
          Sign in
        </Button>
      </PageFrame>
    );
  // S2-TRACKER-107: a tracker error is kept in state; nothing more is shown
  if (tracker.error || !tracker.data || !page.loaded) return <PageFrame>{heading}</PageFrame>;

  return (
    <PageFrame>
      <section aria-labelledby={headingId} css={styles.pageSection}>
        <TrackerHeader
          providers={page.state.providers}
          dispatch={page.dispatch}
          renderAddLicense={renderAddLicense}
          renderCreditModal={admin ? undefined : renderCreditModal}
          entries={page.entries}
          selected={entry}
          onSelect={page.selectRegion}
          onCreditSaved={page.onCreditSaved}
        />
        {admin ? <p role="status">You are viewing {page.memberName ?? 'a member'}&apos;s tracker.</p> : null}
        {entry ? (
          <TrackerBody
            key={`${entry.creditRegion_SK}`}
            headingId={headingId}
            entry={entry}
            period={page.period}
            onPeriod={page.choosePeriod}
            query={page.query}
            onPage={page.setPage}
            config={tracker.data}
            state={page.state}
            dispatch={page.dispatch}
            admin={admin ? { ...admin, memberName: page.memberName ?? '' } : null}
          />
        ) : (
          <div>
            <h1 id={headingId} css={styles.pageTitle}>
              {title}
            </h1>
            <p>Add a license to start tracking your credits.</p>
          </div>
        )}
        <aside role="note" aria-label="Disclaimer" css={styles.disclaimer}>
          The credit tracker is a guide. Your jurisdiction&apos;s rules decide what counts; check them before
          you report. <a href="/credit-info">Guide to CLE requirements</a>
        </aside>
      </section>
    </PageFrame>
  );
}
