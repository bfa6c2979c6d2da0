// The certificates page's first-time filter tip: shown to signed-in members (the only ones who reach
// the list) until they dismiss it; its cookie keeps it dismissed (spec 2 §9).
import * as styles from '../certificates-page.styles';
import { FILTER_TOOLTIP_COOKIE, FILTER_TOOLTIP_TEXT } from '../certificates-rules';
import { useDismissedTooltip } from '../../../lib/use-dismissed-tooltip';

export function FirstTimeFilterTooltip() {
  const { shown, dismiss } = useDismissedTooltip(FILTER_TOOLTIP_COOKIE);
  if (!shown) return null;
  return (
    <div role="note" aria-label="Filter tip" css={styles.tooltip}>
      <span>{FILTER_TOOLTIP_TEXT}</span>
      <button type="button" css={styles.tooltipButton} onClick={dismiss}>
        Got it
      </button>
    </div>
  );
}
