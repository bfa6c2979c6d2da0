import { mq } from '@cle/ui/theme';

export const dialogCss = { padding: '24px 16px', [mq.md]: { padding: '48px 64px' } } as const;
