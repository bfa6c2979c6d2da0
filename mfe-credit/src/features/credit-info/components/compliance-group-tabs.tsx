import { useId } from 'react';
import type { CreditInfo } from '@cle/contracts/credit-schemas';
import { TabList, TabPanel } from '@cle/ui/tabs';
import { formatEvery, formatHours } from '../credit-info-rules';

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
  const baseId = useId();
  const groups = info.complianceGroups;
  const current = groups[selected] ?? groups[0];
  if (!current) return null;
  const id = (i: number) => `${baseId}-tab-${i}`;
  const headingId = `${baseId}-heading`;
  const tabs = groups.map((g, i) => ({
    key: i,
    label: g.longDescription,
    id: id(i),
    panelId: `${id(i)}-panel`,
  }));

  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 12 }}>
      <h2 id={headingId} css={{ fontSize: 22, margin: 0 }}>
        Requirements by compliance group
      </h2>
      <TabList aria-labelledby={headingId} tabs={tabs} selected={selected} onSelect={onSelect} />
      <TabPanel id={`${id(selected)}-panel`} tabId={id(selected)} css={{ padding: '4px 0' }}>
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
      </TabPanel>
    </section>
  );
}
