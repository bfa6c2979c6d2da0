import { colors, mq } from '@cle/ui/theme';

export const footerCss = {
  background: colors.charcoal,
  color: '#eee',
  padding: '40px 16px 24px',
  marginTop: 48,
  [mq.lg]: { padding: '48px 32px 24px' },
} as const;

/** The about column beside the link lists (from md). */
export const footerColumnsCss = {
  maxWidth: 1440,
  margin: '0 auto',
  display: 'grid',
  gap: 32,
  [mq.md]: { gridTemplateColumns: '2fr 1fr 1fr' },
} as const;
