// The profile form: given and family name, the e-mail (read only) and the content opt-outs.
import { CONTENT_OPT_OUTS } from '@cle/contracts/profile-schemas';
import type { UserProfile } from '@cle/contracts/profile-schemas';
import { Button } from '@cle/ui/button';
import { TextField } from '@cle/ui/field';
import { useProfileForm } from '../api/use-profile-form';
import { NAME_FIELDS, NAME_MAX_LENGTH } from '../profile-rules';
import type { ProfileDraft } from '../profile-rules';
import * as styles from './profile-form.styles';

export function ProfileForm({ saved, onSaved }: { saved: UserProfile; onSaved: (p: UserProfile) => void }) {
  const { draft, setDraft, errors, changed, saving, serverError, submit } = useProfileForm(saved, onSaved);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate css={styles.form}>
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
      <p css={styles.flush}>
        <span css={styles.term}>Email: </span>
        {saved.profile.email}
      </p>
      <ContentOptOuts draft={draft} onChange={setDraft} />
      {serverError ? (
        <p role="alert" css={styles.error}>
          {serverError}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={saving || !changed}>
          {saving ? 'Saving…' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}

function ContentOptOuts({ draft, onChange }: { draft: ProfileDraft; onChange: (d: ProfileDraft) => void }) {
  return (
    <fieldset css={styles.optOuts}>
      <legend css={styles.legend}>Content I do not want to see</legend>
      {CONTENT_OPT_OUTS.map((o) => (
        <label key={o.key} css={styles.option}>
          <input
            type="checkbox"
            name="contentOptOut"
            value={o.key}
            checked={draft.contentOptOut.includes(o.key)}
            css={styles.checkbox}
            onChange={(e) =>
              onChange({
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
  );
}
