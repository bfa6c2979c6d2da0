import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '@cle/contracts/api-client';
import { signIn, useAuth } from '@cle/contracts/auth';
import { toast } from '@cle/contracts/toast';
import {
  CONTENT_OPT_OUTS,
  PROFILE_UPDATE_FAILED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
} from '@cle/contracts/profile-schemas';
import type { UserProfile } from '@cle/contracts/profile-schemas';
import { Button } from '@cle/ui/button';
import { TextField } from '@cle/ui/field';
import { InlineError } from '@cle/ui/inline-error';
import { PageFrame } from '@cle/ui/page-frame';
import { Skeleton } from '@cle/ui/skeleton';
import { colors, focusRing } from '@cle/ui/theme';
import { draftOf, NAME_FIELDS, NAME_MAX_LENGTH, profileChanges, profileErrors } from './profile-rules';
import type { ProfileDraft } from './profile-rules';
import { useProfile, useSaveProfile } from './use-profile';

function ProfileForm({ saved, onSaved }: { saved: UserProfile; onSaved: (p: UserProfile) => void }) {
  const saveProfile = useSaveProfile();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(saved));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  useEffect(() => setDraft(draftOf(saved)), [saved]);
  const errors = submitted ? profileErrors(draft) : {};
  const changes = profileChanges(saved, draft);

  const onSubmit = async (e: FormEvent) => {
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

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate css={{ display: 'grid', gap: 20, maxWidth: 560 }}>
      {NAME_FIELDS.map((field) => (
        <TextField
          key={field.name}
          {...field}
          value={draft[field.name]}
          error={errors[field.name]}
          maxLength={NAME_MAX_LENGTH}
          onChange={(e) => setDraft({ ...draft, [field.name]: e.target.value })}
        />
      ))}
      <p css={{ margin: 0 }}>
        <span css={{ fontWeight: 600 }}>Email: </span>
        {saved.profile.email}
      </p>
      <fieldset
        css={{ border: `1px solid ${colors.line}`, borderRadius: 8, padding: 16, display: 'grid', gap: 8 }}
      >
        <legend css={{ fontWeight: 600, padding: '0 4px' }}>Content I do not want to see</legend>
        {CONTENT_OPT_OUTS.map((o) => (
          <label key={o.key} css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input
              type="checkbox"
              name="contentOptOut"
              value={o.key}
              checked={draft.contentOptOut.includes(o.key)}
              css={{ width: 18, height: 18, '&:focus-visible': focusRing }}
              onChange={(e) =>
                setDraft({
                  ...draft,
                  contentOptOut: e.target.checked
                    ? [...draft.contentOptOut, o.key]
                    : draft.contentOptOut.filter((k) => k !== o.key),
                })
              }
            />
            {o.label}
          </label>
        ))}
      </fieldset>
      {serverError ? (
        <p role="alert" css={{ margin: 0, color: colors.red }}>
          {serverError}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={saving || !changes}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}

/** The profile settings page: given and family name and content opt-outs (GET/PUT /user/profile). */
export function ProfileSettings({ heading }: { heading: string }) {
  const { ready, isAuthenticated } = useAuth();
  const { data, error, isLoading, mutate } = useProfile();
  let body;
  if (!ready) body = <Skeleton rows={6} label="Loading your profile" />;
  else if (!isAuthenticated)
    body = (
      <div css={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <p css={{ margin: 0 }}>Sign in to see and edit your profile.</p>
        <Button type="button" onClick={() => signIn(window.location.pathname)}>
          Sign in
        </Button>
      </div>
    );
  else if (error && !data)
    body = <InlineError message="Your profile could not be loaded." onRetry={() => void mutate()} />;
  else if (isLoading || !data) body = <Skeleton rows={6} label="Loading your profile" />;
  else body = <ProfileForm saved={data} onSaved={(p) => void mutate(p, { revalidate: false })} />;
  return (
    <PageFrame>
      <h1 css={{ margin: '0 0 24px', fontSize: 32 }}>{heading}</h1>
      <div css={{ minHeight: 420 }}>{body}</div>
    </PageFrame>
  );
}
