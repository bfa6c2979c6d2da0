import { colors, mq } from '@cle/ui/theme';

export const pageSkeletonBoxCss = {
  display: 'grid',
  gap: 24,
  [mq.md]: { gridTemplateColumns: '1fr 340px' },
} as const;

export const productViewBoxCss = { maxWidth: 1280, margin: '0 auto', padding: '24px 16px' } as const;

export const productViewHeadingCss = { fontSize: 30 } as const;

export const productViewTextCss = { padding: 16, background: colors.mist, borderRadius: 8 } as const;
