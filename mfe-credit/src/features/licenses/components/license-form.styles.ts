// The license form: one column of fields, the validation note and the buttons.
import { colors } from '@cle/ui/theme';

export const form = { display: 'grid', gap: 14, maxWidth: 460 } as const;
export const failed = { margin: 0, color: colors.red } as const;
export const actions = { display: 'flex', gap: 12 } as const;
