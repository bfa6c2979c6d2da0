// The 'All Filters' side panel (spec 2 §2, §3): source, jurisdictions, year (or a custom MM/DD/YYYY
// range), 'Show results' and 'Clear all'.
import { useId } from 'react';
import {
  CERTIFICATE_SOURCE_LABELS,
  CERTIFICATE_SOURCES,
  YEAR_CUSTOM,
} from '@cle/contracts/certificate-schemas';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import * as styles from '../certificates-page.styles';
import { EMPTY_FILTERS } from '../certificates-rules';
import type { CertificateFilters } from '../certificates-rules';

const toggle = <T,>(list: T[], v: T) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);

function Checkboxes<T extends string | number>({
  legend,
  first = false,
  items,
  checked,
  onToggle,
}: {
  legend: string;
  /** the first group has no space above it */
  first?: boolean;
  items: { value: T; label: string }[];
  checked: T[];
  onToggle: (next: T[]) => void;
}) {
  return (
    <fieldset css={first ? styles.fieldset : styles.fieldsetNext}>
      <legend css={styles.legend}>{legend}</legend>
      {items.map((i) => (
        <label key={i.value} css={styles.block}>
          <input
            type="checkbox"
            checked={checked.includes(i.value)}
            onChange={() => onToggle(toggle(checked, i.value))}
          />{' '}
          {i.label}
        </label>
      ))}
    </fieldset>
  );
}

function YearFilter({
  filters,
  years,
  onChange,
}: {
  filters: CertificateFilters;
  years: number[];
  onChange: (f: Partial<CertificateFilters>) => void;
}) {
  return (
    <>
      <label css={styles.yearLabel}>
        Year
        <select
          aria-label="Year"
          css={styles.yearSelect}
          value={filters.year ?? ''}
          onChange={(e) => onChange({ year: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">All years</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
          <option value={YEAR_CUSTOM}>Custom</option>
        </select>
      </label>
      {filters.year === YEAR_CUSTOM && (
        <div css={styles.customRange}>
          <label>
            From
            <input
              css={styles.dateInput}
              placeholder="MM/DD/YYYY"
              value={filters.from}
              onChange={(e) => onChange({ from: e.target.value })}
            />
          </label>
          <label>
            To
            <input
              css={styles.dateInput}
              placeholder="MM/DD/YYYY"
              value={filters.to}
              onChange={(e) => onChange({ to: e.target.value })}
            />
          </label>
        </div>
      )}
    </>
  );
}

export function FiltersPanel({
  open,
  filters,
  jurisdictions,
  years,
  onChange,
  onClose,
}: {
  open: boolean;
  filters: CertificateFilters;
  jurisdictions: { regionSk: number; name: string }[];
  years: number[];
  onChange: (f: Partial<CertificateFilters>) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} placement="side">
      <div css={styles.panel}>
        <h2 id={titleId} css={styles.panelTitle}>
          All Filters
        </h2>
        <Checkboxes
          legend="Source"
          first
          items={CERTIFICATE_SOURCES.map((s) => ({ value: s, label: CERTIFICATE_SOURCE_LABELS[s] }))}
          checked={filters.source}
          onToggle={(source) => onChange({ source })}
        />
        <Checkboxes
          legend="Jurisdictions"
          items={jurisdictions.map((j) => ({ value: j.regionSk, label: j.name }))}
          checked={filters.jurisdictions}
          onToggle={(list) => onChange({ jurisdictions: list })}
        />
        <YearFilter filters={filters} years={years} onChange={onChange} />
        <div css={styles.panelActions}>
          <Button type="button" onClick={onClose}>
            Show results
          </Button>
          <Button type="button" variant="secondary" onClick={() => onChange(EMPTY_FILTERS)}>
            Clear all
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
