// The licenses page: rows of licenses and jurisdictions, the member banner and the preferences box.
import { bareList, colors, spreadRowCss } from '@cle/ui/theme';

export const row = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 12,
  padding: '12px 0',
  borderBottom: `1px solid ${colors.line}`,
} as const;
export const skeletonList = { ...bareList, display: 'grid', gap: 10 } as const;
export const page = { display: 'grid', gap: 20 } as const;
/** the page heading and its Add button */
export const titleRow = spreadRowCss;
export const flush = { margin: 0 } as const;
export const banner = { background: colors.mist, padding: 16, borderRadius: 4 } as const;
export const dialog = { padding: 24, display: 'grid', gap: 12 } as const;
export const detail = { color: colors.inkSoft, fontSize: 14 } as const;
export const rowActions = { display: 'flex', gap: 12 } as const;
export const preferences = {
  border: `1px solid ${colors.line}`,
  padding: 16,
  display: 'grid',
  gap: 8,
} as const;
export const legend = { fontWeight: 700 } as const;
export const radio = { display: 'flex', gap: 8 } as const;
export const local = { display: 'grid', gap: 16 } as const;
