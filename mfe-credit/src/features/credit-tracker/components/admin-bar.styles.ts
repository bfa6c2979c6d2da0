// The admin bar and the reminder dialog with its message preview.
import { colors } from '@cle/ui/theme';

export const bar = {
  display: 'flex',
  gap: 12,
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
} as const;
export const dialog = { padding: 24, display: 'grid', gap: 12, maxWidth: 560 } as const;
export const flush = { margin: 0 } as const;
export const preview = {
  margin: 0,
  whiteSpace: 'pre-wrap',
  font: 'inherit',
  fontSize: 14,
  background: colors.mist,
  padding: 12,
  maxHeight: 320,
  overflow: 'auto',
} as const;
export const status = { margin: 0, minHeight: '1.5em' } as const;
export const actions = { display: 'flex', gap: 12 } as const;
