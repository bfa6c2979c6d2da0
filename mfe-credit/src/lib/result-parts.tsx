// The results table, the result count line and the 'n of m' pager that the certificates page and the roster share.
import type { ReactNode } from 'react';
import type { CSSObject } from '@emotion/react';
import { colors, outlinedButtonCss, visuallyHidden } from '@cle/ui/theme';

/** A results table: full width, left-aligned cells with a rule below each row. */
export const resultsTableCss = (cellPadding: string | number): CSSObject => ({
  width: '100%',
  borderCollapse: 'collapse',
  'th, td': {
    textAlign: 'left',
    padding: cellPadding,
    borderBottom: `1px solid ${colors.line}`,
    verticalAlign: 'top',
  },
});

/** A results table's column headers, then the row actions' column (named for screen readers only). */
export function ResultsTableHead({ columns }: { columns: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col">
            {column}
          </th>
        ))}
        <th scope="col">
          <span css={visuallyHidden}>Actions</span>
        </th>
      </tr>
    </thead>
  );
}

/** '{n} results' (or members...) read out politely when it changes, beside the list's actions. */
export function ResultCountBar({
  count,
  noun,
  margin = 0,
  children,
}: {
  /** null while loading: the line keeps its height */
  count: number | null;
  noun: [one: string, many: string];
  margin?: string | number;
  children?: ReactNode;
}) {
  return (
    <div
      css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', minHeight: 32, margin }}
    >
      <p aria-live="polite" css={{ margin: 0 }}>
        {count !== null ? `${count} ${count === 1 ? noun[0] : noun[1]}` : '\u00a0'}
      </p>
      {children}
    </div>
  );
}

/** Previous / 'n of m' / Next on screen pages counted from 1; shown only when there is more than one. */
export function Pager({
  page,
  totalPages,
  onPage,
  marginTop = 20,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  marginTop?: number;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label="Pagination"
      css={{ display: 'flex', gap: 12, justifyContent: 'center', alignItems: 'center', marginTop }}
    >
      <button type="button" css={outlinedButtonCss} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>
        {page} of {totalPages}
      </span>
      <button
        type="button"
        css={outlinedButtonCss}
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
