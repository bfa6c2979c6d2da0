// The catalogue's size and calendar, shared by its generators: how many of each, the seed epoch every
// date is fixed around, the columns a product leaves empty.
import type { ProductRow } from '../db/rows';

/** Programs are scheduled around this date, not around "now", so every machine seeds the same rows. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1);
export const DAY = 86_400_000;

export const COUNTS = {
  programs: 1000,
  segmentsPerProgram: 4,
  publications: 800,
  faculty: 1000,
  episodesPerSeries: 15,
};

/**
 * The columns a product leaves empty unless its kind fills them (spread first, so a kind's own value
 * wins): dates and place for live programs, parent and number for segments, series, season and number
 * for podcast episodes, stock for print.
 */
export const PRODUCT_DEFAULTS = {
  event_start: null,
  event_end: null,
  time_zone: null,
  location: null,
  parent_code: null,
  segment_number: null,
  series_code: null,
  season_code: null,
  episode_number: null,
  is_stock_item: false,
} satisfies Partial<ProductRow>;

export const iso = (ms: number) => new Date(ms).toISOString();
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
