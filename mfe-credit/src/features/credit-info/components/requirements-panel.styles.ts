import { colors, mq } from '@cle/ui/theme';

export const panel = {
  background: colors.mist,
  borderRadius: 8,
  padding: 20,
  alignSelf: 'start',
  [mq.md]: { position: 'sticky', top: 16 },
} as const;
export const heading = { fontSize: 22, margin: 0 } as const;
export const summary = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '8px 16px',
  margin: '16px 0 0',
  dt: { fontWeight: 600 },
  dd: { margin: 0 },
} as const;
export const list = { listStyle: 'none', margin: '16px 0 0', padding: 0, display: 'grid', gap: 12 } as const;
export const requirement = {
  background: colors.paper,
  borderRadius: 6,
  padding: 12,
  border: `1px solid ${colors.line}`,
} as const;
export const requirementHeading = {
  fontSize: 16,
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
} as const;
export const hours = { whiteSpace: 'nowrap', color: colors.red } as const;
export const explanation = { margin: '6px 0 0', color: colors.inkSoft, lineHeight: 1.45 } as const;
export const none = { margin: '16px 0 0' } as const;
export const sectionHeading = { fontSize: 16, margin: '20px 0 8px' } as const;
export const groups = { margin: 0, paddingLeft: 20 } as const;
export const flush = { margin: 0 } as const;
