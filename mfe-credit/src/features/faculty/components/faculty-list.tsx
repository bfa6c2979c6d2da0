// One page of the about-faculty listing: the count, each member linking to the profile, and the pager.
import { Link } from 'react-router-dom';
import type { FacultyList as FacultyListPage } from '@cle/contracts/faculty-schemas';
import * as styles from './faculty-list.styles';
import { letter as pagerButton } from './letter-filter.styles';

export function FacultyList({
  data,
  page,
  onPage,
}: {
  data: FacultyListPage;
  page: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <p css={styles.count} aria-live="polite">
        {data.totalResults} faculty members
      </p>
      <ul css={styles.grid}>
        {data.items.map((f) => (
          <li key={f.id} css={styles.member}>
            <img src={f.image} alt="" width={56} height={56} css={styles.portrait} />
            <div>
              <Link to={f.resourceLocation} css={styles.name}>
                {f.displayName}
              </Link>
              <p css={styles.role}>
                {f.title}, {f.affiliation}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {data.totalPages > 1 ? (
        <nav aria-label="Pagination" css={styles.pager}>
          <button
            type="button"
            css={pagerButton(false)}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            Previous
          </button>
          <span>
            {page} of {data.totalPages}
          </span>
          <button
            type="button"
            css={pagerButton(false)}
            disabled={page >= data.totalPages}
            onClick={() => onPage(page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </>
  );
}
