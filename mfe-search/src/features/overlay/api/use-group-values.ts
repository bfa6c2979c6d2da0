// A filter group's values for its modal flow, page by page from GET /search/filter-values.
import { useEffect, useState } from 'react';
import type { FilterValuesResponse } from '@cle/contracts/schemas';
import { getFilterValues } from '../../../lib/search-api';
import { useDebounced } from '../../../lib/use-debounced';
import { GROUP_PAGE_SIZE, mergeGroupPage } from '../overlay-rules';
import type { OverlayGroup } from '../overlay-rules';

export type GroupValue = FilterValuesResponse['values'][number];

/** A group's values, page by page: page 1 for each new search text, later pages merged. */
export function useGroupValues(group: OverlayGroup, text: string) {
  const [page, setPage] = useState(1);
  const [values, setValues] = useState<GroupValue[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const q = useDebounced(text.trim(), 200);

  useEffect(() => setPage(1), [q]);
  useEffect(() => {
    let live = true;
    setLoading(true);
    getFilterValues(group, q, page, GROUP_PAGE_SIZE)
      .then((res) => {
        if (!live) return;
        setValues((prev) => mergeGroupPage(prev, res.values, page));
        setHasMore(res.hasMore);
        setFailed(false);
      })
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [group, q, page]);
  return { values, hasMore, loading, failed, more: () => setPage((p) => p + 1) };
}
