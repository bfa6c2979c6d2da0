// The progress row: donut beside the period choice, its dates and what they are based on.
import { colors } from '@cle/ui/theme';

export const stack = { display: 'grid', gap: 8 } as const;
export const flush = { margin: 0 } as const;
export const progressRow = { display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'center' } as const;
export const periodChoices = { display: 'flex', gap: 8 } as const;
export const basedOn = { margin: 0, fontSize: 13, color: colors.inkSoft } as const;
