// The listbox of the overlay's combobox: options are chosen with the arrow keys and Enter (the input
// keeps focus; aria-activedescendant points here) or with a click.
import { colors } from '@cle/ui/theme';
import type { ShownSuggestion } from '../suggestion-rules';
import {
  suggestionListBoxCss,
  suggestionListCss,
  suggestionListLabelCss,
  suggestionListTextCss,
} from './suggestion-list.styles';

/** Spec 1 §8: a dropdown search with no results. */
const NO_RESULTS = 'No results found';

function Highlighted({ text, typed }: { text: string; typed: string }) {
  const at = typed.trim() ? text.toLowerCase().indexOf(typed.trim().toLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  const end = at + typed.trim().length;
  return (
    <>
      {text.slice(0, at)}
      <strong>{text.slice(at, end)}</strong>
      {text.slice(end)}
    </>
  );
}

export function SuggestionList({
  id,
  suggestions,
  open,
  active,
  typed,
  onChoose,
  noResults,
}: {
  id: string;
  suggestions: ShownSuggestion[];
  open: boolean;
  active: number;
  typed: string;
  onChoose: (index: number) => void;
  noResults: boolean;
}) {
  return (
    <div css={suggestionListBoxCss}>
      <ul id={id} role="listbox" aria-label="Suggestions" hidden={!open} css={suggestionListCss}>
        {suggestions.map((s, i) => (
          // the input keeps focus and handles the keys (aria-activedescendant); a click chooses too
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${s.filterGroup}:${s.filterValue}`}
            id={`${id}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onChoose(i)}
            css={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: 12,
              padding: '10px 16px',
              cursor: 'pointer',
              background: i === active ? colors.mist : colors.paper,
              outline: i === active ? `2px solid ${colors.focus}` : 'none',
              outlineOffset: -2,
              '&:hover': { background: colors.mist },
            }}
          >
            <span>
              <Highlighted text={s.suggestion} typed={typed} />
            </span>
            <span css={suggestionListLabelCss}>{s.type}</span>
          </li>
        ))}
      </ul>
      {noResults ? <p css={suggestionListTextCss}>{NO_RESULTS}</p> : null}
    </div>
  );
}
