import { Button } from '@cle/ui/button';
import type { LibraryItem } from '@cle/contracts/library-schemas';
import { useLibraryPage } from '../api/use-library';
import { LIBRARY_ERROR, mergeLibraryPages } from '../library-rules';
import type { LibraryState } from '../library-rules';
import { LibraryItemRow } from './library-item-row';
import { LibrarySkeleton } from './library-skeleton';

/**
 * Page n (2..through), its own request, listed under the pages before it, then page n+1 once it has
 * come (spec 1 §7): the pages are merged and an item repeated on any earlier page is listed once.
 */
export function LaterPages({
  state,
  pageNumber,
  through,
  before,
  onRemoved,
}: {
  state: LibraryState;
  pageNumber: number;
  through: number;
  before: readonly (readonly LibraryItem[])[];
  onRemoved: () => void;
}) {
  const page = useLibraryPage(state, pageNumber);
  if (page.error)
    return (
      <div role="alert" css={{ padding: 16 }}>
        <p css={{ margin: '0 0 8px' }}>{LIBRARY_ERROR}</p>
        <Button type="button" variant="secondary" onClick={() => void page.mutate()}>
          Try again
        </Button>
      </div>
    );
  if (!page.data) return <LibrarySkeleton rows={2} label="Loading more items" />;
  const pages = [...before, page.data.items];
  const added = mergeLibraryPages(pages).slice(mergeLibraryPages(before).length);
  return (
    <>
      {added.map((item) => (
        <li key={item.pk}>
          <LibraryItemRow item={item} onRemoved={onRemoved} />
        </li>
      ))}
      {pageNumber < through ? (
        <LaterPages
          state={state}
          pageNumber={pageNumber + 1}
          through={through}
          before={pages}
          onRemoved={onRemoved}
        />
      ) : null}
    </>
  );
}
