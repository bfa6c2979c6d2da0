// The progress donut (spec 2 §4, §9): percent rule, empty state, sizes, orange near the deadline.
import { colors } from '@cle/ui/theme';
import { DONUT, donutIsEmpty, donutPercent, oneDecimal } from '../tracker-rules';
import type { DonutSize } from '../tracker-rules';

export function Donut({
  counted,
  required,
  approaching,
  size = 'lg',
  testId = 'progress-donut',
}: {
  counted: number;
  required: number;
  approaching: boolean;
  size?: DonutSize;
  /** the period's donut is the progress donut; a requirement's own says so */
  testId?: string;
}) {
  const px = DONUT.sizes[size];
  const stroke = Math.max(6, Math.round((DONUT.stroke * px) / DONUT.defaultSize));
  const r = (px - stroke) / 2;
  const circumference = 2 * Math.PI * r;
  const percent = donutPercent(counted, required);
  const empty = donutIsEmpty(percent);
  const color = approaching ? colors.warning : colors.success;
  const label = empty
    ? 'No credits counted yet'
    : `${oneDecimal(counted)} of ${oneDecimal(required)} credits counted, ${Math.round(percent)}%`;
  return (
    <figure
      role="img"
      aria-label={label}
      data-testid={testId}
      data-percent={empty ? 0 : Math.round(percent)}
      data-approaching={approaching || undefined}
      css={{ margin: 0, width: px, height: px, position: 'relative' }}
    >
      <svg width={px} height={px} viewBox={`0 0 ${px} ${px}`} aria-hidden="true">
        <circle cx={px / 2} cy={px / 2} r={r} fill="none" stroke={colors.line} strokeWidth={stroke} />
        {empty ? null : (
          <circle
            cx={px / 2}
            cy={px / 2}
            r={r}
            fill="none"
            stroke={color}
            strokeWidth={stroke}
            strokeDasharray={`${(circumference * percent) / 100} ${circumference}`}
            transform={`rotate(-90 ${px / 2} ${px / 2})`}
          />
        )}
      </svg>
      <figcaption
        css={{
          position: 'absolute',
          inset: 0,
          display: 'grid',
          placeContent: 'center',
          textAlign: 'center',
          fontSize: px >= 200 ? 28 : 14,
          fontWeight: 700,
        }}
      >
        {empty ? (
          <span css={{ fontSize: px >= 200 ? 16 : 11, fontWeight: 400 }}>No credits yet</span>
        ) : (
          <>
            <span>{oneDecimal(counted)}</span>
            {px >= 100 ? (
              <span css={{ fontSize: 14, fontWeight: 400 }}>of {oneDecimal(required)}</span>
            ) : null}
          </>
        )}
      </figcaption>
    </figure>
  );
}
