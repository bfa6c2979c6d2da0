// A filter modal's values as checkboxes, with the load failure, 'No results found' and 'Show more'
// (focus moves to the first value it added).
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { visuallyHidden } from '@cle/ui/theme';
import { formatNumber } from '@cle/ui/intl';
import type { GroupValue } from '../api/use-group-values';
import type { Selection } from '../overlay-rules';
import {
  fieldsetCss,
  listCss,
  showMoreCss,
  valueCountCss,
  valueLabelCss,
  valueNameCss,
} from './filter-value-list.styles';

export function FilterValueList({
  legend,
  source,
  draft,
  onToggle,
  firstRef,
}: {
  legend: string;
  /** the group's values as loaded so far (useGroupValues) */
  source: {
    values: GroupValue[];
    hasMore: boolean;
    loading: boolean;
    failed: boolean;
    more: () => void;
  };
  draft: Selection[];
  onToggle: (value: GroupValue) => void;
  /** the first checkbox, when the modal has no search field to focus first */
  firstRef?: RefObject<HTMLInputElement | null>;
}) {
  const { values, hasMore, loading, failed, more } = source;
  const listRef = useRef<HTMLUListElement>(null);
  const shownBefore = useRef(0);

  // Show more: focus moves to the first value it added
  useEffect(() => {
    if (shownBefore.current && values.length > shownBefore.current) {
      listRef.current?.querySelectorAll('input')[shownBefore.current]?.focus();
      shownBefore.current = 0;
    }
  }, [values.length]);

  const chosen = (v: GroupValue) => draft.some((s) => s.value === v.value);
  return (
    <fieldset css={fieldsetCss}>
      <legend css={visuallyHidden}>{legend}</legend>
      {failed ? (
        <p role="alert">Apologies, an error has occured with this menu</p>
      ) : !loading && !values.length ? (
        <p>No results found</p>
      ) : null}
      <ul ref={listRef} css={listCss}>
        {values.map((v, i) => (
          <li key={v.value}>
            <label css={valueLabelCss}>
              <input
                ref={i === 0 ? firstRef : undefined}
                type="checkbox"
                checked={chosen(v)}
                disabled={v.count === 0 && !chosen(v)}
                onChange={() => onToggle(v)}
              />
              <span css={valueNameCss}>{v.name}</span>
              <span css={valueCountCss}>
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
          css={showMoreCss}
        >
          Show more
        </button>
      ) : null}
    </fieldset>
  );
}
