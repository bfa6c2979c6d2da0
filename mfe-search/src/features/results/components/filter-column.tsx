// The results page's filter column: beside the results from the md breakpoint, folded away behind
// 'Show filters' below it.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { colors, focusRing, mq } from '@cle/ui/theme';

export function FilterColumn({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="search-filter-panel"
        onClick={() => setOpen((o) => !o)}
        css={{
          font: 'inherit',
          fontWeight: 600,
          width: '100%',
          padding: '10px 12px',
          background: colors.mist,
          border: `1px solid ${colors.line}`,
          borderRadius: 4,
          cursor: 'pointer',
          '&:focus-visible': focusRing,
          [mq.md]: { display: 'none' },
        }}
      >
        {open ? 'Hide filters' : 'Show filters'}
      </button>
      <div
        id="search-filter-panel"
        css={{ display: open ? 'block' : 'none', marginTop: 12, [mq.md]: { display: 'block', marginTop: 0 } }}
      >
        {children}
      </div>
    </div>
  );
}
