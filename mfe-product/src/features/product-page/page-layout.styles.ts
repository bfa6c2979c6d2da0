// The layout the product pages share (spec 3 §2.1): a 1,280 px column, the header, and the grid that
// puts the side panel above the content on small screens and beside it from md.
import { mq } from '@cle/ui/theme';

/** a book's and a podcast episode's page (a program's is themed: program-page.styles.ts) */
export const pageArticleCss = { padding: '24px 16px 64px', [mq.lg]: { padding: '32px 32px 64px' } } as const;
export const pageWidthCss = { maxWidth: 1280, margin: '0 auto' } as const;
export const pageHeaderCss = { display: 'grid', gap: 10, paddingBottom: 20 } as const;
export const pageTitleCss = { margin: 0, fontSize: 30, lineHeight: 1.2, [mq.lg]: { fontSize: 40 } } as const;
export const actionsRowCss = { display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' } as const;

export const pageGridCss = {
  display: 'grid',
  gap: 32,
  gridTemplateAreas: '"panel" "main"',
  [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) 340px', gridTemplateAreas: '"main panel"' },
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 380px' },
} as const;
export const panelAreaCss = { gridArea: 'panel', display: 'grid', gap: 16, alignContent: 'start' } as const;
export const mainAreaCss = { gridArea: 'main', minWidth: 0 } as const;
