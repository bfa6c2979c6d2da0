// An administrator viewing a member's tracker (spec 2 §2, §4 reminder): the back link to the roster and
// 'Email compliance reminder', both only while credits are still needed. The dialog previews the message
// with the shared reminder rules; the API builds and sends the real one (SMTP) from its own numbers.
import { useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '@cle/contracts/auth';
import { creditsStillNeeded, reminderBlocker, reminderMessage } from '@cle/contracts/reminder-rules';
import type { TrackerEntry } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { useAdminEmail, useReminderSend } from '../api/use-admin-reminder';
import * as styles from './admin-bar.styles';

const REMINDER_BUTTON = 'Email compliance reminder';

/** The roster this admin came from (the admin dashboard). */
const rosterLink = (orgSk: number | null) => `/account/credit/roster${orgSk ? `?OrgId=${orgSk}` : ''}`;

export function AdminBar({
  entry,
  memberName,
  orgSk,
  openReminder,
}: {
  entry: TrackerEntry;
  memberName: string;
  orgSk: number | null;
  openReminder: boolean;
}) {
  const profile = useAdminEmail();
  const adminEmail = profile.email;
  const periodEnd = entry.jurisdiction.clePeriod.endDate;
  const blocker = orgSk ? reminderBlocker({ adminEmail, periodEnd }) : 'admin-email-missing';
  const [open, setOpen] = useState(false);
  const autoOpened = useRef(false);

  // S2-TRACKER-83..86: openReminder=true opens the reminder once the data is there, then leaves the address
  useEffect(() => {
    if (!openReminder || autoOpened.current || profile.isLoading) return;
    autoOpened.current = true;
    const url = new URL(window.location.href);
    url.searchParams.delete('openReminder');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    if (blocker === 'admin-email-missing') console.warn('Compliance reminder: the admin email is missing');
    else if (blocker === 'compliance-period-missing')
      console.warn('Compliance reminder: the compliance period is missing');
    else setOpen(true);
  }, [openReminder, profile.isLoading, blocker]);

  // S2-TRACKER-14/15: only while credits are still needed
  if (!creditsStillNeeded(entry)) return null;
  return (
    <div data-testid="admin-bar" css={styles.bar}>
      <a href={rosterLink(orgSk)}>Back to admin dashboard</a>
      <Button
        type="button"
        variant="secondary"
        // S2-TRACKER-87/88
        disabled={blocker !== null}
        onClick={() => setOpen(true)}
      >
        {REMINDER_BUTTON}
      </Button>
      {open && blocker === null ? (
        <ReminderDialog
          entry={entry}
          memberName={memberName}
          orgSk={orgSk!}
          periodEnd={periodEnd!}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

function ReminderDialog({
  entry,
  memberName,
  orgSk,
  periodEnd,
  onClose,
}: {
  entry: TrackerEntry;
  memberName: string;
  orgSk: number;
  periodEnd: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const { name } = useAuth();
  const { state, send } = useReminderSend(orgSk, entry);
  const preview = reminderMessage(entry, {
    periodEnd,
    memberName,
    adminName: name ?? '',
    siteUrl: window.location.origin,
  });
  return (
    <Dialog open onClose={onClose} placement="center" aria-labelledby={titleId}>
      <div css={styles.dialog}>
        <h2 id={titleId} css={styles.flush}>
          {REMINDER_BUTTON}
        </h2>
        <p css={styles.flush}>
          <strong>Subject:</strong> {preview.subject}
        </p>
        <pre data-testid="reminder-preview" css={styles.preview}>
          {preview.text.trimEnd()}
        </pre>
        <p role="status" css={styles.status}>
          {state.kind === 'done' || state.kind === 'error' ? state.text : ''}
        </p>
        <div css={styles.actions}>
          <Button
            type="button"
            disabled={state.kind === 'sending' || state.kind === 'done'}
            onClick={() => void send()}
          >
            Send reminder
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
