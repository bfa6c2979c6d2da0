// Table-of-contents rules used by the lazily loaded book extras (spec 1 §5, spec 3 §2.1). Pure.
import { PLUS_SEARCH_QUERY_PLACEHOLDER } from '@cle/contracts/product-content-keys';
import type { TocEntry } from './content-rules';

/** The entries by volume, in volume order (entries without a volume are volume 1). */
export function tocVolumes(entries: readonly TocEntry[]): { volume: number; entries: TocEntry[] }[] {
  const byVolume = new Map<number, TocEntry[]>();
  for (const e of entries) {
    const v = typeof e.volume === 'number' && e.volume > 0 ? e.volume : 1;
    byVolume.set(v, [...(byVolume.get(v) ?? []), e]);
  }
  return [...byVolume.entries()]
    .sort(([a], [b]) => a - b)
    .map(([volume, list]) => ({ volume, entries: list }));
}

/**
 * The PLI PLUS search of the ToC: the template's query placeholder replaced by the encoded text. null
 * while the text is blank (the submit button is disabled then) or without a template.
 */
export function tocSearchUrl(template: string | null | undefined, text: string): string | null {
  const query = text.trim();
  if (!template || !query || !template.includes(PLUS_SEARCH_QUERY_PLACEHOLDER)) return null;
  return template.split(PLUS_SEARCH_QUERY_PLACEHOLDER).join(encodeURIComponent(query));
}
