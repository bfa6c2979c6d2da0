// The modal flow of a filter group (add jurisdictions, add practice areas, view all credit types):
// find, tick, Apply or Cancel. Values load page by page from the API; later pages are merged in.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { bareList, colors, focusRing, linkButtonCss, visuallyHidden } from '@cle/ui/theme';
import type { FilterValuesResponse } from '@cle/contracts/schemas';
import { getFilterValues } from '../../api/search-api';
import { useDebounced } from '../../lib/use-debounced';
import { GROUP_PAGE_SIZE, GROUP_TITLES, mergeGroupPage } from './overlay-rules';
import type { OverlayGroup, Selection } from './overlay-rules';
import { formatNumber } from '@cle/ui/intl';

type Value = FilterValuesResponse['values'][number];

const SEARCH_LABEL: Partial<Record<OverlayGroup, string>> = {
  jurisdictions: 'Find a jurisdiction',
  practiceArea: 'Find a practice area',
};

/** A group's values, page by page: page 1 for each new search text, later pages merged. */
function useGroupValues(group: OverlayGroup, text: string) {
  const [page, setPage] = useState(1);
  const [values, setValues] = useState<Value[]>([]);
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

export function FilterModal({
  group,
  title,
  selected,
  onApply,
  onCancel,
}: {
  group: OverlayGroup;
  title: string;
  selected: Selection[];
  onApply: (selected: Selection[]) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<Selection[]>(selected);
  const [text, setText] = useState('');
  const { values, hasMore, loading, failed, more } = useGroupValues(group, text);
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const shownBefore = useRef(0);
  const searchLabel = SEARCH_LABEL[group];

  useEffect(() => {
    firstRef.current?.focus();
  }, []);
  // Show more: focus moves to the first value it added
  useEffect(() => {
    if (shownBefore.current && values.length > shownBefore.current) {
      listRef.current?.querySelectorAll('input')[shownBefore.current]?.focus();
      shownBefore.current = 0;
    }
  }, [values.length]);

  const toggle = (v: Value) =>
    setDraft((d) =>
      d.some((s) => s.value === v.value)
        ? d.filter((s) => s.value !== v.value)
        : [...d, { value: v.value, name: v.name }],
    );

  return (
    // nested in the search overlay's Dialog: Escape closes only this one
    <Dialog
      open
      onClose={onCancel}
      aria-labelledby={titleId}
      placement="center"
      css={{ display: 'grid', gridTemplateRows: 'auto auto 1fr auto', gap: 12 }}
    >
      <h2 id={titleId} css={{ margin: 0, fontSize: 22 }}>
        {title}
      </h2>
      {searchLabel ? (
        <label css={{ display: 'grid', gap: 4 }}>
          {searchLabel}
          <input
            ref={firstRef}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            css={{
              font: 'inherit',
              padding: '8px 10px',
              border: `1px solid ${colors.inkSoft}`,
              borderRadius: 4,
              '&:focus-visible': focusRing,
            }}
          />
        </label>
      ) : (
        <span />
      )}
      <fieldset css={{ border: 0, margin: 0, padding: 0, overflowY: 'auto', minHeight: 120 }}>
        <legend css={visuallyHidden}>{GROUP_TITLES[group]}</legend>
        {failed ? (
          <p role="alert">Apologies, an error has occured with this menu</p>
        ) : !loading && !values.length ? (
          <p>No results found</p>
        ) : null}
        <ul ref={listRef} css={{ ...bareList, display: 'grid', gap: 6 }}>
          {values.map((v, i) => (
            <li key={v.value}>
              <label css={{ display: 'flex', gap: 8, alignItems: 'center', cursor: 'pointer' }}>
                <input
                  ref={!searchLabel && i === 0 ? firstRef : undefined}
                  type="checkbox"
                  checked={draft.some((s) => s.value === v.value)}
                  disabled={v.count === 0 && !draft.some((s) => s.value === v.value)}
                  onChange={() => toggle(v)}
                />
                <span css={{ flex: 1 }}>{v.name}</span>
                <span css={{ color: colors.inkSoft, fontSize: 13 }}>
                  {formatNumber(v.count)}
                  <span css={visuallyHidden}> items</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {hasMore ? (
          <button
            type="button"
            disabled={loading}
            onClick={() => {
              shownBefore.current = values.length;
              more();
            }}
            css={{ ...linkButtonCss, marginTop: 8, color: colors.redDark }}
          >
            Show more
          </button>
        ) : null}
      </fieldset>
      <div css={{ display: 'flex', gap: 12, justifyContent: 'flex-end' }}>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="button" onClick={() => onApply(draft)}>
          Apply
        </Button>
      </div>
    </Dialog>
  );
}
