// The shown period's certificates table.
import { colors } from '@cle/ui/theme';

export const table = { width: '100%', borderCollapse: 'collapse' } as const;
export const left = { textAlign: 'left' } as const;
export const right = { textAlign: 'right' } as const;
export const row = { borderTop: `1px solid ${colors.line}` } as const;
export const meta = { fontSize: 12, color: colors.inkSoft } as const;
