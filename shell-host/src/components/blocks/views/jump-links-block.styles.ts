import { bareList } from '@cle/ui/theme';

export const jumpLinksNavCss = { margin: '16px 0' };

export const jumpLinksListCss = { ...bareList, display: 'flex', flexWrap: 'wrap', gap: 16 } as const;
