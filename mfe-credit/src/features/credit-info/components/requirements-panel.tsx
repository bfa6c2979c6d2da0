import { useId } from 'react';
import { colors, mq } from '@cle/ui/theme';
import type { CreditInfo } from '@cle/contracts/credit-schemas';
import { formatHours, formatPeriod, licenseNumberRule } from '../credit-info-rules';

const sectionHeading = { fontSize: 16, margin: '20px 0 8px' } as const;

/**
 * Spec 2 §2: the requirements side panel — total hours, period, each requirement (heading, required
 * hours, explanatory text), compliance groups, reporting and the license-number rule.
 */
export function RequirementsPanel({ info }: { info: CreditInfo }) {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      css={{
        background: colors.mist,
        borderRadius: 8,
        padding: 20,
        alignSelf: 'start',
        [mq.md]: { position: 'sticky', top: 16 },
      }}
    >
      <h2 id={headingId} css={{ fontSize: 22, margin: 0 }}>
        Requirements
      </h2>
      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: '8px 16px',
          margin: '16px 0 0',
          dt: { fontWeight: 600 },
          dd: { margin: 0 },
        }}
      >
        <dt>Total</dt>
        <dd>{info.totalHours === null ? info.statusDescription : formatHours(info.totalHours)}</dd>
        <dt>Period</dt>
        <dd>{info.periodYears === null ? 'Not applicable' : formatPeriod(info.periodYears)}</dd>
      </dl>

      {info.requirements.length ? (
        <ul css={{ listStyle: 'none', margin: '16px 0 0', padding: 0, display: 'grid', gap: 12 }}>
          {info.requirements.map((r) => (
            <li
              key={r.heading}
              css={{
                background: colors.paper,
                borderRadius: 6,
                padding: 12,
                border: `1px solid ${colors.line}`,
              }}
            >
              <h3
                css={{
                  fontSize: 16,
                  margin: 0,
                  display: 'flex',
                  justifyContent: 'space-between',
                  gap: 12,
                }}
              >
                <span>{r.heading}</span>
                <span css={{ whiteSpace: 'nowrap', color: colors.red }}>{formatHours(r.required)}</span>
              </h3>
              <p css={{ margin: '6px 0 0', color: colors.inkSoft, lineHeight: 1.45 }}>{r.explanatoryText}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p css={{ margin: '16px 0 0' }}>{info.name} sets no credit requirements.</p>
      )}

      {info.complianceGroups.length ? (
        <>
          <h3 css={sectionHeading}>Compliance groups</h3>
          <ul css={{ margin: 0, paddingLeft: 20 }}>
            {info.complianceGroups.map((g) => (
              <li key={g.sk}>{g.longDescription}</li>
            ))}
          </ul>
        </>
      ) : null}

      <h3 css={sectionHeading}>Reporting</h3>
      <p css={{ margin: 0 }}>{info.reporting}</p>

      <h3 css={sectionHeading}>License number</h3>
      <p css={{ margin: 0 }}>
        {licenseNumberRule(info.isLicenseNumberRequired, info.creditRegionLicenseNumberName)}
      </p>
    </aside>
  );
}
