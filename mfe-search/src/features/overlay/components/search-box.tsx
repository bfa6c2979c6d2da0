// The overlay's search form: the combobox input with its autocompletion drawn behind it, the hint to
// take the completion, Clear, Search and Close.
import { Button } from '@cle/ui/button';
import { CloseButton } from '@cle/ui/close-button';
import { visuallyHidden } from '@cle/ui/theme';
import type { OverlaySearch } from '../api/use-overlay-search';
import { OVERLAY_LABEL } from '../overlay-rules';
import { CompletionHint } from './completion-hint';
import {
  clearCss,
  closeCss,
  completionCss,
  fieldCss,
  formCss,
  inputCss,
  typedCss,
} from './search-box.styles';

export function SearchBox({
  ids,
  search,
  placeholder,
  touch,
  onSubmit,
  onClose,
}: {
  ids: { input: string; list: string; hint: string };
  search: OverlaySearch;
  placeholder: string;
  touch: boolean;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const { text, completion, activeOption } = search;
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      css={formCss}
    >
      <div css={fieldCss}>
        <label htmlFor={ids.input} css={visuallyHidden}>
          {OVERLAY_LABEL}
        </label>
        {/* the autocompletion, drawn behind the input: the typed text (invisible) then the rest */}
        <div aria-hidden="true" css={completionCss}>
          <span css={typedCss}>{text}</span>
          {completion?.rest}
        </div>
        <input
          ref={search.inputRef}
          id={ids.input}
          type="text"
          role="combobox"
          aria-autocomplete="both"
          aria-expanded={search.expanded}
          aria-controls={ids.list}
          aria-activedescendant={activeOption >= 0 ? `${ids.list}-${activeOption}` : undefined}
          aria-describedby={completion ? ids.hint : undefined}
          value={text}
          onChange={(e) => search.type(e.target.value)}
          onKeyDown={search.onKeyDown}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          css={inputCss}
        />
      </div>
      {completion ? <CompletionHint id={ids.hint} touch={touch} onAccept={search.accept} /> : null}
      {text ? (
        <button type="button" onClick={search.clear} css={clearCss}>
          Clear
        </button>
      ) : null}
      <Button type="submit">Search</Button>
      <CloseButton aria-label="Close search" size={28} onClick={onClose} css={closeCss} />
    </form>
  );
}
