import { mq } from '@cle/ui/theme';

export const mainColumnCss = { display: 'grid', gap: 12, alignContent: 'start' } as const;
export const stepsCss = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 } as const;
export const summaryColumnCss = { [mq.md]: { position: 'sticky', top: 16, alignSelf: 'start' } } as const;
