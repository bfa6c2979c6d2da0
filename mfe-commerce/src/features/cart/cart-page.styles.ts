import { mq } from '@cle/ui/theme';

export const headingCss = { fontSize: 32, margin: '0 0 20px', '&:focus': { outline: 'none' } } as const;
export const summaryColumnCss = { [mq.md]: { position: 'sticky', top: 16, alignSelf: 'start' } } as const;
