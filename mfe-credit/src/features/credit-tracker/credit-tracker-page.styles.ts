// The tracker page's frame: skeleton, title and the disclaimer.
import { bareList, colors } from '@cle/ui/theme';

export const skeletonList = { ...bareList, display: 'grid', gap: 12 } as const;
export const pageTitle = { marginTop: 0 } as const;
export const pageSection = { display: 'grid', gap: 20 } as const;
export const disclaimer = { background: colors.mist, padding: 12, fontSize: 13 } as const;
