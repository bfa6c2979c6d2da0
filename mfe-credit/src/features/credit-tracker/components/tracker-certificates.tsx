// The shown period's certificates (spec 2 §2, S2-CERT-36): date, program with source, format and credit
// status, total credits, a claim for credit upon request (S2-API-06); a page of them at a time (?page=,
// S2-TRACKER-60); the link to all of the member's certificates.
import type { TrackerEntry } from '@cle/contracts/tracker-schemas';
import { linkButtonCss } from '@cle/ui/theme';
import { CreditStatusMarker } from './credit-status-marker';
import * as styles from './tracker-certificates.styles';
import { formatUs, oneDecimal, shownPage, TRACKER_CERTIFICATES_PAGE_SIZE } from '../tracker-rules';
import { Pager } from '../../../lib/result-parts';
import { useClaimCredit } from '../api/use-claim-credit';

export function TrackerCertificates({
  certificates,
  allCertificatesLink,
  page: asked,
  onPage,
}: {
  certificates: TrackerEntry['certificates'];
  allCertificatesLink: string;
  /** the address's ?page= (S2-TRACKER-60); missing, invalid or past the last shows page 1 */
  page: number | null;
  onPage: (page: number) => void;
}) {
  const size = TRACKER_CERTIFICATES_PAGE_SIZE;
  const page = shownPage(asked, certificates.length, size);
  const shown = certificates.slice((page - 1) * size, page * size);
  const claim = useClaimCredit();
  return (
    <section aria-label="Certificates">
      <h2>Certificates</h2>
      {certificates.length ? (
        <table css={styles.table}>
          <thead>
            <tr>
              <th css={styles.left}>Date</th>
              <th css={styles.left}>Program</th>
              <th css={styles.right}>Credits</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((c) => (
              <tr key={c.id} css={styles.row}>
                <td>{formatUs(c.dateCompleted)}</td>
                <td>
                  {c.programName}
                  <div css={styles.meta}>
                    {c.certificateSource} · {c.format}
                  </div>
                  <CreditStatusMarker status={c.creditStatus} />
                  {/* S2-API-06: credit upon request is claimed where the claim-credit link points */}
                  {c.creditStatus === 'CreditUponRequest' && c.productCode ? (
                    <button
                      type="button"
                      css={linkButtonCss}
                      aria-label={`Claim credit for ${c.programName}`}
                      disabled={claim.code === c.productCode && !claim.error}
                      onClick={() => void claim.claim(c.productCode!)}
                    >
                      Claim credit
                    </button>
                  ) : null}
                </td>
                <td css={styles.right}>
                  {oneDecimal(c.creditTypes.reduce((s, t) => s + t.creditIssued, 0))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No certificates in this period.</p>
      )}
      {claim.error ? <p role="alert">{claim.error}</p> : null}
      <Pager page={page} totalPages={Math.ceil(certificates.length / size)} onPage={onPage} marginTop={12} />
      <a href={allCertificatesLink}>All my certificates</a>
    </section>
  );
}
