// Link grid rules (spec 2 §2 "Credit-info pages": link grid). Pure: no React.

/** Spec 2 §2: layouts of 1, 2 or 3 columns. */
const LINK_GRID_COLUMNS = [1, 2, 3] as const;
type LinkGridColumns = (typeof LINK_GRID_COLUMNS)[number];
/** Spec 2 §2: ordered by row or by column. */
type LinkGridOrder = 'row' | 'column';
/** Spec 2 §2: 6 items when the row count is unset. */
const LINK_GRID_ITEMS_WHEN_ROWS_UNSET = 6;
/** The CMS leaves columns unset on the seeded pages: the spec names no default, three is the widest layout. */
const DEFAULT_LINK_GRID_COLUMNS: LinkGridColumns = 3;
/** The spec names no default order; row order is the reading order. */
const DEFAULT_LINK_GRID_ORDER: LinkGridOrder = 'row';

export interface LinkGridSettings {
  columns: LinkGridColumns;
  /** null when unset */
  rows: number | null;
  order: LinkGridOrder;
}

const DEFAULT_LINK_GRID_SETTINGS: LinkGridSettings = {
  columns: DEFAULT_LINK_GRID_COLUMNS,
  rows: null,
  order: DEFAULT_LINK_GRID_ORDER,
};

const asNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v);

/**
 * Reads grid settings from a CMS block ({ columns, rows, orderBy }). Unknown column counts fall back
 * to the default; a row count that is not a positive whole number counts as unset.
 */
export function parseLinkGridSettings(raw: unknown): LinkGridSettings {
  if (!raw || typeof raw !== 'object') return DEFAULT_LINK_GRID_SETTINGS;
  const r = raw as Record<string, unknown>;
  const columns = asNumber(r.columns);
  const rows = asNumber(r.rows);
  const order = typeof r.orderBy === 'string' ? r.orderBy.toLowerCase() : r.orderBy;
  return {
    columns: (LINK_GRID_COLUMNS as readonly unknown[]).includes(columns)
      ? (columns as LinkGridColumns)
      : DEFAULT_LINK_GRID_COLUMNS,
    rows: typeof rows === 'number' && Number.isInteger(rows) && rows > 0 ? rows : null,
    order: order === 'column' || order === 'row' ? order : DEFAULT_LINK_GRID_ORDER,
  };
}

/** How many items the grid shows: 6 when the row count is unset, otherwise rows x columns. */
function linkGridItemCount(settings: LinkGridSettings): number {
  return settings.rows === null ? LINK_GRID_ITEMS_WHEN_ROWS_UNSET : settings.rows * settings.columns;
}

export interface PlacedItem<T> {
  item: T;
  /** 1-based grid row */
  row: number;
  /** 1-based grid column */
  column: number;
}

/**
 * The items the grid shows and where each goes. By row: left to right, then the next row. By
 * column: top to bottom, then the next column. The list keeps the items' own order for reading.
 */
export function layoutLinkGrid<T>(
  items: readonly T[],
  settings: LinkGridSettings,
): { rowCount: number; placed: PlacedItem<T>[] } {
  const shown = items.slice(0, linkGridItemCount(settings));
  const { columns } = settings;
  const rowCount = Math.ceil(shown.length / columns);
  const placed = shown.map((item, i) =>
    settings.order === 'row'
      ? { item, row: Math.floor(i / columns) + 1, column: (i % columns) + 1 }
      : { item, row: (i % rowCount) + 1, column: Math.floor(i / rowCount) + 1 },
  );
  return { rowCount, placed };
}
