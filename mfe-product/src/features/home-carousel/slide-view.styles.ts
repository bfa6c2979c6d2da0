import { mq } from '@cle/ui/theme';

export const tileCss = {
  background: 'rgba(255,255,255,.12)',
  border: '1px solid rgba(255,255,255,.35)',
  borderRadius: 8,
} as const;

export const sellingPointListCss = {
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: 10,
} as const;

export const sellingPointListItemCss = { ...tileCss, padding: '12px 16px', fontWeight: 600 } as const;

export const sellingPointGalleryBoxCss = {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 10,
} as const;

export const slideViewBoxCss = {
  position: 'relative',
  zIndex: 1,
  alignSelf: 'center',
  display: 'none',
  [mq.md]: { display: 'block' },
} as const;
