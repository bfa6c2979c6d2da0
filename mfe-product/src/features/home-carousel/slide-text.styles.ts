import { colors, focusRing, mq } from '@cle/ui/theme';
import type { SlideTheme } from './carousel-rules';

// above the slide's picture and its shade (slide-image.tsx)
export const textColumnCss = {
  position: 'relative',
  zIndex: 1,
  display: 'grid',
  gap: 12,
  alignContent: 'center',
} as const;
export const lineCss = { margin: 0 } as const;
export const liveNowCss = {
  background: colors.red,
  color: colors.paper,
  fontWeight: 700,
  padding: '3px 10px',
  borderRadius: 12,
} as const;
export const eyebrowCss = {
  margin: 0,
  fontSize: 14,
  textTransform: 'uppercase',
  letterSpacing: 0.8,
  fontWeight: 700,
} as const;
export const slideTitleCss = { margin: 0, fontSize: 28, lineHeight: 1.2, [mq.lg]: { fontSize: 36 } } as const;
export const strongLineCss = { margin: 0, fontWeight: 700 } as const;
export const factsCss = { margin: 0, fontWeight: 600 } as const;
/** the copy shows from md, and on small screens only on a full slide */
export const copyCss = (theme: SlideTheme) =>
  ({
    margin: 0,
    lineHeight: 1.5,
    maxWidth: 640,
    display: theme === 'full' ? 'block' : 'none',
    [mq.md]: { display: 'block' },
  }) as const;
export const slideLinkCss = {
  display: 'inline-block',
  fontWeight: 700,
  padding: '10px 20px',
  borderRadius: 4,
  background: colors.paper,
  color: colors.ink,
  textDecoration: 'none',
  '&:hover': { background: colors.mist },
  '&:focus-visible': { ...focusRing, outlineColor: colors.paper },
} as const;
