// The tables of the composition health page: one cell style and one column header row.
import { colors } from '@cle/ui/theme';

export const cell = {
  padding: '8px 12px',
  borderBottom: `1px solid ${colors.line}`,
  textAlign: 'left' as const,
};

/** The table's head: one column header per heading. */
export function TableHead({ headings }: { headings: readonly string[] }) {
  return (
    <thead>
      <tr>
        {headings.map((h) => (
          <th key={h} scope="col" css={[cell, { background: colors.mist }]}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}
