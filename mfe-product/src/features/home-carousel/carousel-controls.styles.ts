import { bareList, colors, focusRing } from '@cle/ui/theme';

export const controlCss = {
  font: 'inherit',
  fontWeight: 700,
  minWidth: 44,
  minHeight: 44,
  borderRadius: 22,
  border: `2px solid ${colors.ink}`,
  background: colors.paper,
  color: colors.ink,
  cursor: 'pointer',
  padding: '0 14px',
  '&:hover': { background: colors.mist },
  '&:focus-visible': focusRing,
} as const;

export const slideDotButtonCss = {
  width: 44,
  height: 44,
  display: 'grid',
  placeItems: 'center',
  background: 'none',
  border: 0,
  cursor: 'pointer',
  '&:focus-visible': focusRing,
} as const;

export const carouselControlsBoxCss = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 12,
  marginTop: 12,
  flexWrap: 'wrap',
} as const;

export const carouselControlsListCss = { ...bareList, display: 'flex', gap: 4 } as const;

export const carouselControlsTextCss = { margin: 0, fontSize: 14, color: colors.inkSoft } as const;
