// The compliance-period modal (spec 2 §2, §5): start and end dates as MM/dd/yyyy (8 digits and 2-digit
// years accepted) with the spec's three messages; opens by itself when the period is missing.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '@cle/contracts/api-client';
import { dateError, periodDateBounds } from '@cle/contracts/tracker-schemas';
import { parseUsDate } from '@cle/contracts/us-date';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { TextField } from '@cle/ui/field';
import { colors } from '@cle/ui/theme';
import { formatUs } from '../tracker-rules';

/** One end of the period, typed as MM/DD/YYYY. */
function DateField(props: {
  label: string;
  value: string;
  error: string | null | undefined;
  onChange: (value: string) => void;
}) {
  const { onChange, ...field } = props;
  return <TextField {...field} placeholder="MM/DD/YYYY" onChange={(e) => onChange(e.target.value)} />;
}

export function PeriodModal({
  open,
  onClose,
  initialStart,
  initialEnd,
  regionName,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  initialStart: string | null;
  initialEnd: string | null;
  regionName: string;
  onSave: (start: string, end: string) => Promise<void>;
}) {
  const titleId = useId();
  const [start, setStart] = useState(formatUs(initialStart));
  const [end, setEnd] = useState(formatUs(initialEnd));
  const [errors, setErrors] = useState<{ start?: string | null; end?: string | null; form?: string }>({});
  const [loading, setLoading] = useState(false);
  const bounds = periodDateBounds(new Date().getFullYear());

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const startError = dateError(start, bounds);
    const startIso = parseUsDate(start);
    const endError = dateError(end, {
      min: startIso && !startError ? startIso : bounds.min,
      max: bounds.max,
    });
    setErrors({ start: startError, end: endError });
    if (startError || endError) return;
    setLoading(true);
    try {
      await onSave(start, end);
      onClose();
    } catch (err) {
      setErrors({
        form: err instanceof ApiError ? err.message : 'The compliance period could not be saved.',
      });
    } finally {
      // S2-TRACKER-22: a failed update clears the loading state
      setLoading(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} placement="center" aria-labelledby={titleId}>
      <form noValidate onSubmit={submit} css={{ padding: 24, display: 'grid', gap: 14, minWidth: 300 }}>
        <h2 id={titleId} css={{ margin: 0 }}>
          Edit compliance period
        </h2>
        <p css={{ margin: 0, color: colors.inkSoft }}>Your {regionName} compliance period (MM/DD/YYYY).</p>
        <DateField label="Start date" value={start} error={errors.start} onChange={setStart} />
        <DateField label="End date" value={end} error={errors.end} onChange={setEnd} />
        {errors.form ? (
          <p role="alert" css={{ margin: 0, color: colors.red }}>
            {errors.form}
          </p>
        ) : null}
        <div css={{ display: 'flex', gap: 12 }}>
          <Button type="submit" disabled={loading} aria-busy={loading || undefined}>
            Save compliance period
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
