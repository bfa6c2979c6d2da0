// The promo code form: the code (formatted as typed), Apply, and the store's success messages.
import { Button } from '@cle/ui/button';
import { TextField } from '@cle/ui/field';
import type { PromoEntry } from '../api/use-promo-entry';
import { applyCss, fieldCss, formCss, rowCss, successCss } from './promo-code-box.styles';

export function PromoEntryForm({
  id,
  entry,
  blockedReason,
}: {
  id: string;
  entry: PromoEntry;
  /** why the box cannot be used: the fields are disabled and this is their hint */
  blockedReason: string | null;
}) {
  const disabled = Boolean(blockedReason);
  return (
    <form id={id} onSubmit={(e) => void entry.submit(e)} noValidate css={formCss}>
      <div css={rowCss}>
        <TextField
          label="Enter a promo code"
          name="promoCode"
          value={entry.value}
          onChange={(e) => entry.type(e.target.value)}
          disabled={disabled || entry.applying}
          autoComplete="off"
          spellCheck={false}
          error={entry.error}
          hint={blockedReason}
          css={fieldCss}
        />
        <Button type="submit" variant="secondary" disabled={disabled || entry.applying} css={applyCss}>
          {entry.applying ? 'Applying…' : 'Apply'}
        </Button>
      </div>
      {entry.successes.length ? (
        <p role="status" css={successCss}>
          {entry.successes.join(' ')}
        </p>
      ) : null}
    </form>
  );
}
