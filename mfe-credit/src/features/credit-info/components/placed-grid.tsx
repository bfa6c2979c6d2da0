// The list of a laid-out link grid (link-grid-rules.ts): 1-3 columns from the md breakpoint, each item in
// the row and column the layout gave it; one column below. The link grid and the topic-links grid use it.
import type { ReactNode } from 'react';
import type { CSSObject } from '@emotion/react';
import { bareList, colors, focusRing, mq } from '@cle/ui/theme';
import { layoutLinkGrid } from '../link-grid-rules';
import type { LinkGridSettings } from '../link-grid-rules';

/** A grid cell's link as a bordered tile filling its cell. */
export const tileCss: CSSObject = {
  height: '100%',
  boxSizing: 'border-box',
  padding: 16,
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  color: colors.ink,
  textDecoration: 'none',
  '&:focus-visible': focusRing,
};

export function PlacedGrid<T>({
  items,
  settings,
  keyOf,
  children,
}: {
  items: readonly T[];
  settings: LinkGridSettings;
  keyOf: (item: T) => string | number;
  children: (item: T) => ReactNode;
}) {
  const { placed, rowCount } = layoutLinkGrid(items, settings);
  return (
    <ul
      data-columns={settings.columns}
      data-order={settings.order}
      css={{
        ...bareList,
        display: 'grid',
        gap: 12,
        [mq.md]: {
          gridTemplateColumns: `repeat(${settings.columns}, minmax(0, 1fr))`,
          gridTemplateRows: `repeat(${rowCount}, auto)`,
        },
      }}
    >
      {placed.map(({ item, row, column }) => (
        <li key={keyOf(item)} css={{ [mq.md]: { gridRow: row, gridColumn: column } }}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
