import { layoutLinkGrid, parseLinkGridSettings } from './link-grid-rules';
import type { LinkGridSettings } from './link-grid-rules';

const items = Array.from({ length: 12 }, (_, i) => `item${i + 1}`);
// the settings of a block that sets none (three columns, rows unset, by row), with these changed
const grid = (s: Partial<LinkGridSettings>) => ({ ...parseLinkGridSettings(undefined), ...s });
const shownCount = (s: Partial<LinkGridSettings>) => layoutLinkGrid(items, grid(s)).placed.length;
const positions = (s: Partial<LinkGridSettings>, list = items) =>
  layoutLinkGrid(list, grid(s)).placed.map((p) => `${p.item}@${p.row},${p.column}`);

describe('link grid (spec 2 §2)', () => {
  test('[S2-CREDITINFO-28] supports layouts of 1, 2 or 3 columns; anything else falls back to the default', () => {
    expect(parseLinkGridSettings({ columns: 1 }).columns).toBe(1);
    expect(parseLinkGridSettings({ columns: '2' }).columns).toBe(2);
    expect(parseLinkGridSettings({ columns: 3 }).columns).toBe(3);
    expect(parseLinkGridSettings({ columns: 4 }).columns).toBe(3);
    expect(parseLinkGridSettings({ columns: 0 }).columns).toBe(3);
    expect(parseLinkGridSettings(undefined)).toEqual({ columns: 3, rows: null, order: 'row' });
  });

  test('[S2-CREDITINFO-30] shows 6 items when the row count is unset', () => {
    expect(shownCount({ columns: 3, rows: null })).toBe(6);
    expect(shownCount({ columns: 1, rows: null })).toBe(6);
    expect(parseLinkGridSettings({ columns: 2, rows: 'none' }).rows).toBeNull();
    expect(parseLinkGridSettings({ columns: 2, rows: 0 }).rows).toBeNull();
    expect(layoutLinkGrid(items, grid({ rows: null })).placed).toHaveLength(6);
  });

  test('[S2-CREDITINFO-31] shows rows x columns items when the row count is set', () => {
    expect(shownCount({ columns: 2, rows: 4 })).toBe(8);
    expect(shownCount({ columns: 3, rows: 1 })).toBe(3);
    expect(layoutLinkGrid(items, parseLinkGridSettings({ columns: 2, rows: '5' })).placed).toHaveLength(10);
    // fewer items than the grid holds: all of them
    expect(layoutLinkGrid(items.slice(0, 4), grid({ columns: 3, rows: 3 })).placed).toHaveLength(4);
  });

  test('[S2-CREDITINFO-29] orders items by row: left to right, then the next row', () => {
    expect(positions({ columns: 3, rows: 2, order: 'row' })).toEqual([
      'item1@1,1',
      'item2@1,2',
      'item3@1,3',
      'item4@2,1',
      'item5@2,2',
      'item6@2,3',
    ]);
  });

  test('[S2-CREDITINFO-29] orders items by column: top to bottom, then the next column', () => {
    expect(positions({ columns: 3, rows: 2, order: 'column' })).toEqual([
      'item1@1,1',
      'item2@2,1',
      'item3@1,2',
      'item4@2,2',
      'item5@1,3',
      'item6@2,3',
    ]);
    // 5 items in 2 columns by column: 3 rows, the first column full
    expect(positions({ columns: 2, rows: null, order: 'column' }, items.slice(0, 5))).toEqual([
      'item1@1,1',
      'item2@2,1',
      'item3@3,1',
      'item4@1,2',
      'item5@2,2',
    ]);
    expect(parseLinkGridSettings({ orderBy: 'Column' }).order).toBe('column');
    expect(parseLinkGridSettings({ orderBy: 'diagonal' }).order).toBe('row');
  });
});
