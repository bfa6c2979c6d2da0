// How to take the inline autocompletion: 'Tap to fill' (a button) on touch, the Tab key hint elsewhere.
// The input names it with aria-describedby.
import { hintFor } from '../overlay-rules';
import { keyHintCss, tapToFillCss } from './completion-hint.styles';

export function CompletionHint({
  id,
  touch,
  onAccept,
}: {
  id: string;
  touch: boolean;
  onAccept: () => void;
}) {
  if (touch)
    return (
      <button id={id} type="button" onClick={onAccept} css={tapToFillCss}>
        {hintFor(true)}
      </button>
    );
  return (
    <span id={id} css={keyHintCss}>
      {hintFor(false)}
    </span>
  );
}
