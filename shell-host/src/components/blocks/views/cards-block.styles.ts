import { bareList, cardCss, colors, mq } from '@cle/ui/theme';

/** One card a row on phones, two from sm700, three from lg. */
export const cardGridCss = {
  ...bareList,
  display: 'grid',
  gap: 16,
  gridTemplateColumns: '1fr',
  [mq.sm700]: { gridTemplateColumns: 'repeat(2, 1fr)' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, 1fr)' },
};

export const cardItemCss = { ...cardCss, padding: 20 };

export const cardEyebrowCss = {
  margin: 0,
  fontSize: 13,
  textTransform: 'uppercase',
  color: colors.inkSoft,
} as const;

export const cardHeadingCss = { margin: '4px 0 8px', fontSize: 19 };

export const cardBodyCss = { margin: '0 0 12px' };
