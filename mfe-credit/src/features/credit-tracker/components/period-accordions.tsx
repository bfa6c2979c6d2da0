// S2-TRACKER-33: one collapsible accordion per period. The shown period's holds its requirement cards;
// opening another period selects it (the tracker loads it and its accordion opens with its cards).
import { useId, useState } from 'react';
import type { PeriodChoice, TrackerEntry } from '@cle/contracts/tracker-schemas';
import * as styles from './period-accordions.styles';
import { RequirementCard } from './requirement-card';
import { formatUs } from '../tracker-rules';
import type { periodAccordions } from '../tracker-rules';

export function PeriodAccordions({
  periods,
  onPeriod,
  requirements,
  approaching,
}: {
  periods: ReturnType<typeof periodAccordions>;
  onPeriod: (p: PeriodChoice) => void;
  requirements: TrackerEntry['jurisdiction']['requirements'];
  approaching: boolean;
}) {
  const [collapsed, setCollapsed] = useState(false);
  const ids = useId();
  return (
    <div css={styles.list}>
      {periods.map((a) => {
        const open = a.selected && !collapsed;
        const panelId = `${ids}-${a.choice}`;
        const range = `${formatUs(a.startDate)} – ${formatUs(a.endDate)}`;
        return (
          <section key={a.choice} css={styles.accordion} data-testid="period-accordion">
            <h2 css={styles.heading}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                css={styles.toggle}
                onClick={() => {
                  if (a.selected) setCollapsed(!collapsed);
                  else {
                    setCollapsed(false);
                    onPeriod(a.choice);
                  }
                }}
              >
                {a.label}: {range}
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-label={`Requirements ${range}`}
              hidden={!open}
              css={styles.panel(open)}
            >
              {a.selected
                ? requirements.map((r) => (
                    <RequirementCard key={r.key} requirement={r} approaching={approaching} />
                  ))
                : null}
            </div>
          </section>
        );
      })}
    </div>
  );
}
