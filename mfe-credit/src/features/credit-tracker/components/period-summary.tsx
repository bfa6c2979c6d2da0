// The tracker's progress row (spec 2 §2): a limited-mode license says it has nothing to track; else the
// donut, the Previous/Current/Next choice (S2-TRACKER-20/21), the period's dates, the fields it is
// based on, 'Edit compliance period' and the nudge tooltips (S2-TRACKER-110/111).
import type { PeriodChoice, TrackerEntry } from '@cle/contracts/tracker-schemas';
import { Button } from '@cle/ui/button';
import { linkButtonCss } from '@cle/ui/theme';
import { COMPLIANCE_FIELDS } from '../credit-enums';
import { Donut } from './donut';
import * as styles from './period-summary.styles';
import { NudgeTooltip } from './tracker-banners';
import { complianceFieldsOf, formatUs, tooltipKind, tooltipText } from '../tracker-rules';

const PERIOD_LABELS: Record<PeriodChoice, string> = {
  previous: 'Previous',
  current: 'Current',
  next: 'Next',
};

function PeriodChoices({
  period,
  options,
  periodMissing,
  onPeriod,
}: {
  period: PeriodChoice;
  options: Set<string>;
  periodMissing: boolean;
  onPeriod: (p: PeriodChoice) => void;
}) {
  return (
    <div role="group" aria-label="Compliance period" css={styles.periodChoices}>
      {(['previous', 'current', 'next'] as const).map((choice) => (
        <Button
          key={choice}
          type="button"
          variant={period === choice ? 'primary' : 'secondary'}
          aria-pressed={period === choice}
          // S2-TRACKER-20/21: previous/next need a matching transition option
          disabled={periodMissing || (choice !== 'current' && !options.has(choice) && period === 'current')}
          onClick={() => onPeriod(choice)}
        >
          {PERIOD_LABELS[choice]}
        </Button>
      ))}
    </div>
  );
}

function PeriodDetails({ entry }: { entry: TrackerEntry }) {
  const p = entry.jurisdiction.clePeriod;
  const fieldsOnFile = complianceFieldsOf(entry);
  return (
    <>
      {p.startDate && p.endDate ? (
        <p css={styles.flush} data-testid="period-range">
          {formatUs(p.startDate)} – {formatUs(p.endDate)}
        </p>
      ) : (
        <p css={styles.flush}>Set your compliance period to see your progress.</p>
      )}
      {fieldsOnFile.length ? (
        <p css={styles.basedOn} data-testid="compliance-fields">
          Based on:{' '}
          {COMPLIANCE_FIELDS.filter((f) => fieldsOnFile.includes(f.key))
            .map((f) => f.label)
            .join(', ')}
        </p>
      ) : null}
    </>
  );
}

export function PeriodSummary({
  entry,
  period,
  options,
  periodMissing,
  approaching,
  ownTracker,
  onPeriod,
  onEdit,
}: {
  entry: TrackerEntry;
  period: PeriodChoice;
  options: Set<string>;
  periodMissing: boolean;
  approaching: boolean;
  ownTracker: boolean;
  onPeriod: (p: PeriodChoice) => void;
  onEdit: () => void;
}) {
  const j = entry.jurisdiction;
  const region = j.displayName;
  const limited = j.activeFlags.includes('LimitedMode');
  const tooltips = tooltipKind({ limited, transitional: entry.isTransitionalOrNewlyAdmitted });
  if (limited)
    return (
      <div css={styles.stack}>
        <p css={styles.flush}>{region} has no mandatory CLE requirement to track.</p>
        <NudgeTooltip
          name="compliancePeriodTooltip"
          text={tooltipText('limited', 'compliancePeriod', region)}
        />
      </div>
    );
  return (
    <div css={styles.progressRow}>
      {!periodMissing ? (
        <Donut
          counted={j.totalRequirement.counted}
          required={j.totalRequirement.required}
          approaching={approaching}
        />
      ) : null}
      <div css={styles.stack}>
        <PeriodChoices period={period} options={options} periodMissing={periodMissing} onPeriod={onPeriod} />
        <PeriodDetails entry={entry} />
        {ownTracker ? (
          <>
            <button type="button" css={linkButtonCss} onClick={onEdit}>
              Edit compliance period
            </button>
            {periodMissing ? (
              <NudgeTooltip
                name="creditSetupIncompleteTooltip"
                text={tooltipText(tooltips, 'setupIncomplete', region)}
              />
            ) : (
              <NudgeTooltip
                name="compliancePeriodTooltip"
                text={tooltipText(tooltips, 'compliancePeriod', region)}
              />
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
