import { colors, mq } from '@cle/ui/theme';
import { pageGridCss, panelAreaCss } from './page-layout.styles';

/** Dark while the program is live (spec 3 §2.1). */
export const programArticleCss = (dark: boolean) =>
  ({
    background: dark ? colors.charcoal : colors.paper,
    color: dark ? colors.paper : colors.ink,
    padding: '24px 16px 96px',
    [mq.md]: { paddingBottom: 64 },
    [mq.lg]: { padding: '32px 32px 64px' },
  }) as const;

export const programGridCss = { ...pageGridCss, paddingTop: 24 } as const;
/** the side panel stays in view beside the sections from md */
export const programPanelAreaCss = {
  ...panelAreaCss,
  [mq.md]: { position: 'sticky', top: 64, alignSelf: 'start' },
} as const;
