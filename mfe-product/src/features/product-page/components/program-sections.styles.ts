import { mq } from '@cle/ui/theme';

export const extraTextCss = { marginTop: 16 } as const;
export const extraTextHeadingCss = { fontSize: 18, margin: '0 0 6px' } as const;
export const extraTextBodyCss = { margin: 0, lineHeight: 1.6 } as const;
export const crossLinksCss = {
  display: 'grid',
  gap: 16,
  marginTop: 20,
  [mq.sm700]: { gridTemplateColumns: '1fr 1fr' },
} as const;
