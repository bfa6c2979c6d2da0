// The modal flow of a filter group (add jurisdictions, add practice areas, view all credit types):
// find, tick, Apply or Cancel. Values load page by page from the API; later pages are merged in.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@cle/ui/button';
import { Dialog } from '@cle/ui/dialog';
import { useGroupValues } from '../api/use-group-values';
import type { GroupValue } from '../api/use-group-values';
import { GROUP_TITLES } from '../overlay-rules';
import type { OverlayGroup, Selection } from '../overlay-rules';
import { actionsCss, dialogCss, searchInputCss, searchLabelCss, titleCss } from './filter-modal.styles';
import { FilterValueList } from './filter-value-list';

const SEARCH_LABEL: Partial<Record<OverlayGroup, string>> = {
  jurisdictions: 'Find a jurisdiction',
  practiceArea: 'Find a practice area',
};

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
  const values = useGroupValues(group, text);
  const titleId = useId();
  const firstRef = useRef<HTMLInputElement>(null);
  const searchLabel = SEARCH_LABEL[group];

  useEffect(() => {
    firstRef.current?.focus();
  }, []);

  const toggle = (v: GroupValue) =>
    setDraft((d) =>
      d.some((s) => s.value === v.value)
        ? d.filter((s) => s.value !== v.value)
        : [...d, { value: v.value, name: v.name }],
    );

  return (
    // nested in the search overlay's Dialog: Escape closes only this one
    <Dialog open onClose={onCancel} aria-labelledby={titleId} placement="center" css={dialogCss}>
      <h2 id={titleId} css={titleCss}>
        {title}
      </h2>
      {searchLabel ? (
        <label css={searchLabelCss}>
          {searchLabel}
          <input
            ref={firstRef}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            css={searchInputCss}
          />
        </label>
      ) : (
        <span />
      )}
      <FilterValueList
        legend={GROUP_TITLES[group]}
        source={values}
        draft={draft}
        onToggle={toggle}
        firstRef={searchLabel ? undefined : firstRef}
      />
      <div css={actionsCss}>
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
