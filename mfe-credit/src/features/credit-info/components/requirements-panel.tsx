import { useId } from 'react';
import type { CreditInfo } from '@cle/contracts/credit-schemas';
import { formatHours, formatPeriod, licenseNumberRule } from '../credit-info-rules';
import * as styles from './requirements-panel.styles';

/**
 * Spec 2 §2: the requirements side panel — total hours, period, each requirement (heading, required
 * hours, explanatory text), compliance groups, reporting and the license-number rule.
 */
export function RequirementsPanel({ info }: { info: CreditInfo }) {
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} css={styles.panel}>
      <h2 id={headingId} css={styles.heading}>
        Requirements
      </h2>
      <dl css={styles.summary}>
        <dt>Total</dt>
        <dd>{info.totalHours === null ? info.statusDescription : formatHours(info.totalHours)}</dd>
        <dt>Period</dt>
        <dd>{info.periodYears === null ? 'Not applicable' : formatPeriod(info.periodYears)}</dd>
      </dl>

      <RequirementList info={info} />

      {info.complianceGroups.length ? (
        <>
          <h3 css={styles.sectionHeading}>Compliance groups</h3>
          <ul css={styles.groups}>
            {info.complianceGroups.map((g) => (
              <li key={g.sk}>{g.longDescription}</li>
            ))}
          </ul>
        </>
      ) : null}

      <h3 css={styles.sectionHeading}>Reporting</h3>
      <p css={styles.flush}>{info.reporting}</p>

      <h3 css={styles.sectionHeading}>License number</h3>
      <p css={styles.flush}>
        {licenseNumberRule(info.isLicenseNumberRequired, info.creditRegionLicenseNumberName)}
      </p>
    </aside>
  );
}

/** Each requirement: heading, required hours and explanatory text; or that the region sets none. */
function RequirementList({ info }: { info: CreditInfo }) {
  if (!info.requirements.length) return <p css={styles.none}>{info.name} sets no credit requirements.</p>;
  return (
    <ul css={styles.list}>
      {info.requirements.map((r) => (
        <li key={r.heading} css={styles.requirement}>
          <h3 css={styles.requirementHeading}>
            <span>{r.heading}</span>
            <span css={styles.hours}>{formatHours(r.required)}</span>
          </h3>
          <p css={styles.explanation}>{r.explanatoryText}</p>
        </li>
      ))}
    </ul>
  );
}
