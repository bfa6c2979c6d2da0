// The shown license's tracker: the deadline banner and the carryover note.
import { colors } from '@cle/ui/theme';

export const deadlineBanner = {
  background: '#fff1e0',
  borderLeft: `6px solid ${colors.warning}`,
  padding: 12,
} as const;
export const carryoverNote = { fontSize: 14, color: colors.inkSoft } as const;
