// The certificates table (spec 2 §2): date, program with source and format, jurisdiction, credits and
// the row's actions (Edit for external credit, Requested while a request is pending, Download
// certificate where there is a file). Cards on small screens.
import type { Certificate } from '@cle/contracts/certificate-schemas';
import { linkButtonCss } from '@cle/ui/theme';
import { ResultsTableHead } from '../../../lib/result-parts';
import * as styles from '../certificates-page.styles';
import { displayDate, requestedTooltip, rowActions, totalCredits } from '../certificates-rules';

function RowActions({
  certificate: c,
  onEdit,
  onDownload,
}: {
  certificate: Certificate;
  onEdit: (c: Certificate) => void;
  onDownload: (c: Certificate) => void;
}) {
  return (
    <ul css={styles.rowActions}>
      {rowActions(c).map((a) => (
        <li key={a}>
          {a === 'edit' && (
            <button
              type="button"
              css={linkButtonCss}
              onClick={() => onEdit(c)}
              aria-label={`Edit ${c.programName}`}
            >
              Edit
            </button>
          )}
          {a === 'requested' && <span title={requestedTooltip(c.requestDate)}>Requested</span>}
          {a === 'download' && (
            <button
              type="button"
              css={linkButtonCss}
              onClick={() => onDownload(c)}
              aria-label={`Download certificate for ${c.programName}`}
            >
              Download certificate
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

export function CertificatesTable({
  items,
  onEdit,
  onDownload,
}: {
  items: Certificate[];
  onEdit: (c: Certificate) => void;
  onDownload: (c: Certificate) => void;
}) {
  return (
    <table css={styles.table}>
      <ResultsTableHead columns={['Date', 'Program', 'Jurisdiction', 'Credits']} />
      <tbody>
        {items.map((c) => (
          <tr key={c.id}>
            <td data-label="Date">{displayDate(c.dateCompleted)}</td>
            <td data-label="Program">
              <strong>{c.programName}</strong>
              <div css={styles.meta}>
                {c.certificateSource} · {c.isCarryover ? 'Carryover' : c.formatDisplayText}
              </div>
            </td>
            <td data-label="Jurisdiction">{c.creditRegionDescription}</td>
            <td data-label="Credits">{totalCredits(c).toFixed(2)}</td>
            <td>
              <RowActions certificate={c} onEdit={onEdit} onDownload={onDownload} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
