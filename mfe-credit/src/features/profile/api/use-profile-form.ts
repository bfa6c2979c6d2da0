// The profile form's state (GET/PUT /user/profile): the draft, its errors once submitted, and the save
// with its toasts; a refused change shows the API's message.
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '@cle/contracts/api-client';
import { toast } from '@cle/contracts/toast';
import { PROFILE_UPDATE_FAILED_MESSAGE, PROFILE_UPDATED_MESSAGE } from '@cle/contracts/profile-schemas';
import type { UserProfile } from '@cle/contracts/profile-schemas';
import { draftOf, profileChanges, profileErrors } from '../profile-rules';
import type { ProfileDraft } from '../profile-rules';
import { useSaveProfile } from './use-profile';

export function useProfileForm(saved: UserProfile, onSaved: (p: UserProfile) => void) {
  const saveProfile = useSaveProfile();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(saved));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => setDraft(draftOf(saved)), [saved]);
  const changes = profileChanges(saved, draft);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(profileErrors(draft)).length || !changes) return;
    setSaving(true);
    try {
      await saveProfile(changes, onSaved);
      toast.show({ type: 'confirmation', content: PROFILE_UPDATED_MESSAGE });
      setSubmitted(false);
    } catch (err) {
      const message =
        err instanceof ApiError && err.isClientError ? err.message : PROFILE_UPDATE_FAILED_MESSAGE;
      setServerError(message);
      toast.show({ type: 'alert', content: PROFILE_UPDATE_FAILED_MESSAGE });
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    setDraft,
    errors: submitted ? profileErrors(draft) : {},
    changed: Boolean(changes),
    saving,
    serverError,
    submit,
  };
}
