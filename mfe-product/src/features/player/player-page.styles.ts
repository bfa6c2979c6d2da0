import { colors, focusRing } from '@cle/ui/theme';

export const pageCss = {
  maxWidth: 880,
  margin: '0 auto',
  padding: '32px 16px 64px',
  display: 'grid',
  gap: 16,
} as const;

export const lineCss = { margin: 0 } as const;
export const linkCss = { color: colors.red, '&:focus-visible': focusRing } as const;
export const titleRowCss = { display: 'flex', gap: 12, alignItems: 'center' } as const;
export const titleCss = { margin: 0, fontSize: 28 } as const;
export const nowPlayingCss = { margin: 0, fontWeight: 600 } as const;
export const mediaAreaCss = { minHeight: 120, display: 'grid', gap: 12, alignContent: 'start' } as const;
export const statusCss = { margin: 0, fontSize: 14, minHeight: '1.4em' } as const;
