import { colors } from '@cle/ui/theme';

export const email = { color: colors.inkSoft, fontSize: 14 } as const;
export const remind = { fontSize: 13 } as const;
