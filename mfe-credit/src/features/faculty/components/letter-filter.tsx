// The about-faculty index: All, or the faculty whose last name starts with a letter.
import { FACULTY_INITIALS } from '../faculty-rules';
import * as styles from './letter-filter.styles';

export function LetterFilter({
  letter,
  onChoose,
}: {
  letter: string | null;
  onChoose: (l: string | null) => void;
}) {
  return (
    <div role="group" aria-label="Last name starts with" css={styles.group}>
      <button
        type="button"
        aria-pressed={letter === null}
        css={styles.letter(letter === null)}
        onClick={() => onChoose(null)}
      >
        All
      </button>
      {FACULTY_INITIALS.map((l) => (
        <button
          key={l}
          type="button"
          aria-pressed={letter === l}
          css={styles.letter(letter === l)}
          onClick={() => onChoose(l)}
        >
          {l}
        </button>
      ))}
    </div>
  );
}
