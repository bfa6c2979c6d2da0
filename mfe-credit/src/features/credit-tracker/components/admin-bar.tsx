// An administrator viewing a member's tracker (spec 2 §2, §4 reminder): the back link to the roster and
// 'Email compliance reminder', both only while credits are still needed. The dialog previews the message
// with the shared reminder rules; the API builds and sends the real one (SMTP) from its own numbers.
import { useEffect, useId, useRef, useState } from 'react';
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { useAuth } from '@cle/contracts/auth';
import { ReminderResponseSchema } from '@cle/contracts/credit-admin-schemas';
import { UserProfileSchema } from '@cle/contracts/profile-schemas';
import { creditsStillNeeded, reminderBlocker, reminderMessage } from '@cle/contracts/reminder-rules';
import type { TrackerEntry } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { colors } from '@cle/ui/theme';

const REMINDER_BUTTON = 'Email compliance reminder';
const REMINDER_SENT = (to: string) => `Reminder sent to ${to}`;
const REMINDER_FAILED = 'The reminder could not be sent. Try again later.';

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
  const profile = useSWR('/user/profile', (path: string) => apiRequest(path, { schema: UserProfileSchema }), {
    revalidateOnFocus: false,
  });
  const adminEmail = profile.data?.profile.email ?? null;
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
    <div
      data-testid="admin-bar"
      css={{
        display: 'flex',
        gap: 12,
        alignItems: 'center',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
      }}
    >
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
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'done' | 'error'; text: string }>(
    {
      kind: 'idle',
    },
  );
  const preview = reminderMessage(entry, {
    periodEnd,
    memberName,
    adminName: name ?? '',
    siteUrl: window.location.origin,
  });
  return (
    <Dialog open onClose={onClose} placement="center" aria-labelledby={titleId}>
      <div css={{ padding: 24, display: 'grid', gap: 12, maxWidth: 560 }}>
        <h2 id={titleId} css={{ margin: 0 }}>
          {REMINDER_BUTTON}
        </h2>
        <p css={{ margin: 0 }}>
          <strong>Subject:</strong> {preview.subject}
        </p>
        <pre
          data-testid="reminder-preview"
          css={{
            margin: 0,
            whiteSpace: 'pre-wrap',
            font: 'inherit',
            fontSize: 14,
            background: colors.mist,
            padding: 12,
            maxHeight: 320,
            overflow: 'auto',
          }}
        >
          {preview.text.trimEnd()}
        </pre>
        <p role="status" css={{ margin: 0, minHeight: '1.5em' }}>
          {state.kind === 'done' || state.kind === 'error' ? state.text : ''}
        </p>
        <div css={{ display: 'flex', gap: 12 }}>
          <Button
            type="button"
            disabled={state.kind === 'sending' || state.kind === 'done'}
            onClick={async () => {
              setState({ kind: 'sending' });
              try {
                const sent = await apiRequest(`/credit-tracker-admin/roster/${orgSk}/reminder`, {
                  method: 'POST',
                  body: { individualSk: entry.customerId, regionSk: entry.creditRegion_SK },
                  schema: ReminderResponseSchema,
                });
                setState({ kind: 'done', text: REMINDER_SENT(sent.to) });
              } catch {
                setState({ kind: 'error', text: REMINDER_FAILED });
              }
            }}
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
