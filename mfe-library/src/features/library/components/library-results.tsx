// The library's list (spec 1 §2, §7): the first page's items and the later pages loaded so far, or
// the first page's failure with Try again, its placeholders, or 'no items' with Clear filters.
import { Button } from '@cle/ui/button';
import type { LibraryResponse } from '@cle/contracts/library-schemas';
import { hasFilters, LIBRARY_ERROR } from '../library-rules';
import type { LibraryState } from '../library-rules';
import { LaterPages } from './later-pages';
import { LibraryItemRow } from './library-item-row';
import * as styles from './library-results.styles';
import { LibrarySkeleton } from './library-skeleton';

const EMPTY_RESULTS = 'No items match these filters.';

export function LibraryResults({
  state,
  first,
  listLabelledBy,
  onClearFilters,
  onRemoved,
}: {
  state: LibraryState;
  first: { data?: LibraryResponse; error?: unknown; mutate: () => unknown };
  listLabelledBy: string;
  onClearFilters: () => void;
  onRemoved: () => void;
}) {
  const data = first.data;
  if (first.error)
    return (
      <div role="alert" css={styles.error}>
        <p css={styles.errorText}>{LIBRARY_ERROR}</p>
        <Button type="button" variant="secondary" onClick={() => void first.mutate()}>
          Try again
        </Button>
      </div>
    );
  if (!data) return <LibrarySkeleton />;
  if (data.items.length === 0)
    return (
      <div css={styles.empty}>
        <p css={styles.flush}>{EMPTY_RESULTS}</p>
        {hasFilters(state) ? (
          <Button type="button" variant="secondary" onClick={onClearFilters}>
            Clear filters
          </Button>
        ) : null}
      </div>
    );
  return (
    <ol aria-labelledby={listLabelledBy} css={styles.list}>
      {data.items.map((item) => (
        <li key={item.pk}>
          <LibraryItemRow item={item} onRemoved={onRemoved} />
        </li>
      ))}
      {state.page > 1 ? (
        <LaterPages
          state={state}
          pageNumber={2}
          through={state.page}
          before={[data.items]}
          onRemoved={onRemoved}
        />
      ) : null}
    </ol>
  );
}
