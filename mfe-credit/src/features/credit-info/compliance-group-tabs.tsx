import { useId, useRef, type KeyboardEvent } from 'react';
import { colors, focusRing } from '@cle/ui/theme';
import type { CreditInfo } from '@cle/contracts/credit-schemas';
import { formatEvery, formatHours } from './credit-info-rules';

/**
 * Spec 2 §2: the optional tab group, one tab per compliance group. Keyboard: arrows move between
 * tabs (and select), Home/End jump to the first/last tab; only the selected tab is in the tab order.
 */
export function ComplianceGroupTabs({
  info,
  selected,
  onSelect,
}: {
  info: CreditInfo;
  selected: number;
  onSelect: (index: number) => void;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const groups = info.complianceGroups;
  const current = groups[selected] ?? groups[0];
  if (!current) return null;
  const id = (i: number) => `${baseId}-tab-${i}`;
  const headingId = `${baseId}-heading`;

  const onKeyDown = (e: KeyboardEvent) => {
    const last = groups.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : e.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 12 }}>
      <h2 id={headingId} css={{ fontSize: 22, margin: 0 }}>
        Requirements by compliance group
      </h2>
      <div
        role="tablist"
        aria-labelledby={headingId}
        css={{ display: 'flex', flexWrap: 'wrap', gap: 4, borderBottom: `1px solid ${colors.line}` }}
      >
        {groups.map((g, i) => {
          const isSelected = i === selected;
          return (
            <button
              key={g.sk}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              id={id(i)}
              role="tab"
              type="button"
              aria-selected={isSelected}
              aria-controls={`${id(i)}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(i)}
              onKeyDown={onKeyDown}
              css={{
                font: 'inherit',
                padding: '10px 14px',
                background: 'none',
                border: 0,
                borderBottom: `3px solid ${isSelected ? colors.red : 'transparent'}`,
                fontWeight: isSelected ? 700 : 500,
                cursor: 'pointer',
                '&:focus-visible': focusRing,
              }}
            >
              {g.longDescription}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${id(selected)}-panel`}
        aria-labelledby={id(selected)}
        tabIndex={0}
        css={{ padding: '4px 0', '&:focus-visible': focusRing }}
      >
        <h3 css={{ fontSize: 18, margin: '0 0 8px' }}>{current.longDescription}</h3>
        {info.totalHours !== null && info.periodYears !== null ? (
          <p css={{ margin: '0 0 8px' }}>
            {formatHours(info.totalHours)} {formatEvery(info.periodYears)} in {info.name}, including:
          </p>
        ) : null}
        <ul css={{ margin: 0, paddingLeft: 20, display: 'grid', gap: 4 }}>
          {info.requirements
            .filter((r) => r.requirementType !== 'Total')
            .map((r) => (
              <li key={r.heading}>
                {r.heading}: {formatHours(r.required)}
              </li>
            ))}
        </ul>
      </div>
    </section>
  );
}
