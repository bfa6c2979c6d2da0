// Which library tab a product is kept under (library_entries.item_type), for the store, checkout and
// the seed alike.
import type { LibraryEntryRow } from '../db/rows';

/** The item type a product is kept under in a library (null: not something a library holds). */
export function libraryItemType(searchableType: string): LibraryEntryRow['item_type'] | null {
  if (searchableType === 'liveprogram' || searchableType === 'ondemandprogram') return 'program';
  if (searchableType === 'ondemandsegment') return 'segment';
  if (searchableType === 'book') return 'publication';
  if (searchableType === 'podcastepisode') return 'podcast';
  return null;
}
