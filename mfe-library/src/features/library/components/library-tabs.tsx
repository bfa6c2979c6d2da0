// Spec 1 §2: the item-type tabs with their counters (the summary's; All counts everything).
import type { LibraryResponse } from '@cle/contracts/library-schemas';
import { typeCounters } from '../api/use-library';
import { TABS } from '../library-rules';
import type { LibraryTab } from '../library-rules';
import * as styles from './library-tabs.styles';

export function LibraryTabs({
  selectedTab,
  summary,
  onSelect,
}: {
  selectedTab: LibraryTab;
  summary: LibraryResponse['summary'] | undefined;
  onSelect: (tab: LibraryTab) => void;
}) {
  const counters = typeCounters(summary);
  const allCount = summary?.headerGroupSearchableTypeCounters.All;
  return (
    <div role="tablist" aria-label="Item types" css={styles.tablist}>
      {TABS.map((tab) => {
        const count = tab === 'All' ? allCount : counters[tab];
        const selected = selectedTab === tab;
        return (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={selected}
            onClick={() => onSelect(tab)}
            css={styles.tab(selected)}
          >
            {tab}
            {count !== undefined ? <span css={styles.count}>({count})</span> : null}
          </button>
        );
      })}
    </div>
  );
}
