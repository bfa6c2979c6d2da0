// The certificates page: layout, the quick-filter chips, the responsive table (cards on small screens),
// the first-time filter tooltip and the All Filters panel.
import { bareList, colors, focusRing, linkButtonCss, mq } from '@cle/ui/theme';
import { resultsTableCss } from '../../lib/result-parts';

export const page = { padding: '24px 16px', maxWidth: 1100, margin: '0 auto' } as const;
export const signedOut = { padding: 24 } as const;
export const flush = { margin: 0 } as const;
export const intro = { margin: '4px 0 0', color: colors.inkSoft } as const;
export const quickFilters = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  margin: '20px 0 12px',
  alignItems: 'center',
} as const;
export const chip = (on: boolean) =>
  ({
    font: 'inherit',
    padding: '6px 14px',
    borderRadius: 18,
    border: `1px solid ${on ? colors.ink : colors.line}`,
    background: on ? colors.ink : colors.paper,
    color: on ? colors.paper : colors.ink,
    cursor: 'pointer',
    '&:focus-visible': focusRing,
  }) as const;
export const sortLabel = { marginLeft: 'auto', display: 'flex', gap: 8, alignItems: 'center' } as const;
export const sortSelect = { font: 'inherit', padding: 6 } as const;
export const loading = { minHeight: 400 } as const;
export const empty = { padding: '40px 0', textAlign: 'center' } as const;

export const tooltip = {
  background: colors.ink,
  color: colors.paper,
  padding: '6px 10px',
  fontSize: 14,
  display: 'flex',
  gap: 10,
  alignItems: 'center',
} as const;
export const tooltipButton = { ...linkButtonCss, color: colors.paper } as const;

export const table = {
  ...resultsTableCss('10px 8px'),
  // small screens: one card per certificate, one column
  thead: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  'tr, td': { display: 'block' },
  tr: { border: `1px solid ${colors.line}`, borderRadius: 8, marginBottom: 12, padding: 8 },
  td: { borderBottom: 0, padding: '4px 8px' },
  'td[data-label]::before': { content: 'attr(data-label) ": "', fontWeight: 600 },
  [mq.md]: {
    thead: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
      display: 'table-header-group',
    },
    tr: { display: 'table-row', border: 0, borderRadius: 0, margin: 0, padding: 0 },
    td: { display: 'table-cell', borderBottom: `1px solid ${colors.line}`, padding: '10px 8px' },
    'td[data-label]::before': { content: 'none' },
  },
} as const;
export const meta = { color: colors.inkSoft, fontSize: 14 } as const;
export const rowActions = { ...bareList, display: 'flex', gap: 12, flexWrap: 'wrap' } as const;

export const panel = { padding: 24 } as const;
export const panelTitle = { marginTop: 0 } as const;
export const fieldset = { border: 0, padding: 0 } as const;
export const fieldsetNext = { border: 0, padding: 0, marginTop: 12 } as const;
export const legend = { fontWeight: 600 } as const;
export const block = { display: 'block' } as const;
export const yearLabel = { display: 'block', fontWeight: 600, marginTop: 12 } as const;
export const yearSelect = { display: 'block', font: 'inherit', padding: 6, marginTop: 4 } as const;
export const customRange = { display: 'flex', gap: 8, marginTop: 8 } as const;
export const dateInput = { display: 'block', font: 'inherit', padding: 6, width: 130 } as const;
export const panelActions = { display: 'flex', gap: 12, marginTop: 24 } as const;
