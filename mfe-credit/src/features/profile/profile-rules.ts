// Profile settings rules. Pure: no React.
import type { UserProfile } from '@cle/contracts/profile-schemas';
import { REQUIRED_MESSAGE } from '@cle/contracts/quote-form';

export interface ProfileDraft {
  given_name: string;
  family_name: string;
  contentOptOut: string[];
}

export const draftOf = (p: UserProfile): ProfileDraft => ({
  given_name: p.profile.given_name,
  family_name: p.profile.family_name,
  contentOptOut: [...p.contentOptOut],
});

/** The API's limit on a name. */
export const NAME_MAX_LENGTH = 100;

/** The form's name fields, in order. */
export const NAME_FIELDS = [
  { name: 'given_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'family_name', label: 'Last name', autoComplete: 'family-name' },
] as const;

/** Names are required ('Required', spec 2 §5) and at most 100 characters (the API's limit). */
export function profileErrors(d: ProfileDraft): Partial<Record<'given_name' | 'family_name', string>> {
  const errors: Partial<Record<'given_name' | 'family_name', string>> = {};
  for (const { name: k } of NAME_FIELDS) {
    const v = d[k].trim();
    if (!v) errors[k] = REQUIRED_MESSAGE;
    else if (v.length > NAME_MAX_LENGTH) errors[k] = `Please enter at most ${NAME_MAX_LENGTH} characters`;
    else if (/[<>]/.test(v)) errors[k] = 'Please do not use < or >';
  }
  return errors;
}

/** Only what changed goes to PUT /user/profile; null when nothing did. */
export function profileChanges(saved: UserProfile, d: ProfileDraft): Partial<ProfileDraft> | null {
  const changes: Partial<ProfileDraft> = {};
  if (d.given_name.trim() !== saved.profile.given_name) changes.given_name = d.given_name.trim();
  if (d.family_name.trim() !== saved.profile.family_name) changes.family_name = d.family_name.trim();
  const a = [...d.contentOptOut].sort().join(',');
  const b = [...saved.contentOptOut].sort().join(',');
  if (a !== b) changes.contentOptOut = [...d.contentOptOut].sort();
  return Object.keys(changes).length ? changes : null;
}

/** SWR keys are API paths (or [path, ...]): credit-tracker data is every key under /credit-tracker. */
export function isCreditTrackerKey(key: unknown): boolean {
  const path = Array.isArray(key) ? key[0] : key;
  return typeof path === 'string' && path.startsWith('/credit-tracker');
}
