// WAI-ARIA tabs with automatic activation: the arrow keys move between tabs and select them (wrapping),
// Home and End jump to the first and last; only the selected tab is in the tab order (roving tabindex).
import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { colors, focusRing } from './theme';

interface TabItem<K> {
  key: K;
  label: ReactNode;
  /** the tab element's id (its panel is labelled by it) */
  id: string;
  /** the id of the panel the tab controls */
  panelId: string;
}

type Labelled =
  { 'aria-label': string; 'aria-labelledby'?: never } | { 'aria-labelledby': string; 'aria-label'?: never };

export type TabListProps<K> = Labelled & {
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K, index: number) => void;
  className?: string;
};

/** The index a key press moves to, or null when the key is not a tabs key. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowRight') return (current + 1) % count;
  if (key === 'ArrowLeft') return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export function TabList<K>({ tabs, selected, onSelect, className, ...label }: TabListProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, i: number) => {
    const to = nextTabIndex(e.key, i, tabs.length);
    if (to === null) return;
    e.preventDefault();
    refs.current[to]?.focus();
    onSelect(tabs[to]!.key, to);
  };
  return (
    <div
      role="tablist"
      {...label}
      className={className}
      // one row that scrolls sideways on a narrow screen: labels that grow when counts arrive
      // ('Programs (5,123)') never wrap to a second line and push the page down
      css={{
        display: 'flex',
        gap: 4,
        overflowX: 'auto',
        scrollbarWidth: 'thin',
        borderBottom: `1px solid ${colors.line}`,
      }}
    >
      {tabs.map((tab, i) => {
        const isSelected = tab.key === selected;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            id={tab.id}
            role="tab"
            type="button"
            aria-selected={isSelected}
            aria-controls={tab.panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.key, i)}
            onKeyDown={(e) => onKeyDown(e, i)}
            css={{
              font: 'inherit',
              flex: '0 0 auto',
              whiteSpace: 'nowrap',
              padding: '10px 14px',
              background: 'none',
              border: 0,
              borderBottom: `3px solid ${isSelected ? colors.red : 'transparent'}`,
              fontWeight: isSelected ? 700 : 500,
              cursor: 'pointer',
              '&:focus-visible': focusRing,
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab: labelled by its tab, focusable so its content is one Tab away. */
export function TabPanel({
  id,
  tabId,
  children,
  className,
}: {
  id: string;
  tabId: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="tabpanel"
      id={id}
      aria-labelledby={tabId}
      tabIndex={0}
      className={className}
      css={{ '&:focus-visible': focusRing }}
    >
      {children}
    </div>
  );
}
