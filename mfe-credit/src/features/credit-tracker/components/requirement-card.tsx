// A requirement card (spec 2 §3 Requirement, §4): counted of required, remaining, complete when nothing
// remains, orange when the deadline approaches; sub-requirements and the max/min messages.
import type { TrackerRequirement } from '@cle/contracts/tracker-schemas';
import { colors } from '@cle/ui/theme';
import { Donut } from './donut';
import { oneDecimal, REQUIREMENT_MESSAGE_LINES } from '../tracker-rules';

export function RequirementCard({
  requirement: r,
  approaching,
}: {
  requirement: TrackerRequirement;
  approaching: boolean;
}) {
  const complete = r.remaining === 0;
  const tone = complete ? colors.success : approaching ? colors.warning : colors.line;
  return (
    <article
      aria-label={r.heading}
      data-testid="requirement-card"
      data-complete={complete || undefined}
      data-warning={(!complete && approaching) || undefined}
      css={{
        border: `1px solid ${colors.line}`,
        borderLeft: `6px solid ${tone}`,
        padding: 16,
        borderRadius: 4,
        display: 'grid',
        gap: 6,
      }}
    >
      {/* S2-TRACKER-98: a requirement's own progress, the md donut */}
      <Donut
        counted={r.counted}
        required={r.required}
        approaching={approaching && !complete}
        size="md"
        testId="requirement-donut"
      />
      <h3 css={{ margin: 0, fontSize: 17 }}>{r.heading}</h3>
      <p css={{ margin: 0, fontSize: 15 }}>
        <strong data-testid="requirement-counted">{oneDecimal(r.counted)}</strong> of {oneDecimal(r.required)}{' '}
        credits ·{' '}
        {complete ? (
          <span css={{ color: colors.success }}>Complete</span>
        ) : (
          <span>{oneDecimal(r.remaining)} remaining</span>
        )}
      </p>
      {r.sideNote ? <p css={{ margin: 0, fontSize: 13, color: colors.inkSoft }}>{r.sideNote.text}</p> : null}
      <p
        data-testid="requirement-message"
        css={{
          margin: 0,
          fontSize: 14,
          lineHeight: 1.4,
          color: colors.inkSoft,
          // S2-TRACKER-31: the requirement message clamps to 4 lines
          display: '-webkit-box',
          WebkitLineClamp: REQUIREMENT_MESSAGE_LINES,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {r.explanatoryText}
      </p>
      {r.maxInfoMessage ? <p css={{ margin: 0, fontSize: 13 }}>{r.maxInfoMessage}</p> : null}
      {r.minEarnedSubRequirementsMessage ? (
        <p css={{ margin: 0, fontSize: 13 }}>{r.minEarnedSubRequirementsMessage}</p>
      ) : null}
      {r.subRequirements.length ? <SubRequirements items={r.subRequirements} /> : null}
    </article>
  );
}

/** The visible sub-requirements, each with its own sm donut (S2-TRACKER-98). */
function SubRequirements({ items }: { items: TrackerRequirement['subRequirements'] }) {
  return (
    <ul css={{ margin: 0, padding: 0, listStyle: 'none', fontSize: 14 }}>
      {items
        .filter((s) => !s.isHidden)
        .map((s) => (
          <li key={s.key} css={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 4 }}>
            {/* S2-TRACKER-98: a sub-requirement's progress, the sm donut */}
            <Donut
              counted={s.counted}
              required={s.required}
              approaching={false}
              size="sm"
              testId="requirement-donut"
            />
            <span>
              {s.heading}: {oneDecimal(s.counted)} of {oneDecimal(s.required)}
              {s.remaining === 0 ? ' (complete)' : ''}
            </span>
          </li>
        ))}
    </ul>
  );
}
