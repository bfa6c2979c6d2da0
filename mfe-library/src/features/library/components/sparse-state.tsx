// Spec 1 §2: a library with few items suggests where to find more.
import { Link } from 'react-router-dom';
import * as styles from './sparse-state.styles';

const SPARSE_HEADING = 'Build your library';

export function SparseState() {
  return (
    <aside aria-label={SPARSE_HEADING} css={styles.box}>
      <h2 css={styles.heading}>{SPARSE_HEADING}</h2>
      <p css={styles.flush}>
        Programs you register for or buy, publications you own and episodes you save appear here. Find more to
        add:
      </p>
      <ul css={styles.list}>
        <li>
          <Link to="/search?query=" css={styles.link}>
            Browse programs and publications
          </Link>
        </li>
        <li>
          <Link to="/podcasts" css={styles.link}>
            Listen to PLI podcasts
          </Link>
        </li>
      </ul>
    </aside>
  );
}
