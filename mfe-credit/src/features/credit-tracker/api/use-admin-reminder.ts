// The administrator's compliance reminder (spec 2 §4): their own e-mail address (the reminder's sender;
// GET /user/profile) and the send (the API builds and mails the real message from its own numbers).
import { useState } from 'react';
import useSWR from 'swr';
import { apiRequest } from '@cle/contracts/api-client';
import { ReminderResponseSchema } from '@cle/contracts/credit-admin-schemas';
import { UserProfileSchema } from '@cle/contracts/profile-schemas';
import type { TrackerEntry } from '@cle/contracts/tracker-schemas';

const REMINDER_SENT = (to: string) => `Reminder sent to ${to}`;
const REMINDER_FAILED = 'The reminder could not be sent. Try again later.';

export function useAdminEmail() {
  const profile = useSWR('/user/profile', (path: string) => apiRequest(path, { schema: UserProfileSchema }), {
    revalidateOnFocus: false,
  });
  return { email: profile.data?.profile.email ?? null, isLoading: profile.isLoading };
}

export type ReminderState = { kind: 'idle' | 'sending' } | { kind: 'done' | 'error'; text: string };

export function useReminderSend(orgSk: number, entry: TrackerEntry) {
  const [state, setState] = useState<ReminderState>({ kind: 'idle' });
  const send = async () => {
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
  };
  return { state, send };
}
