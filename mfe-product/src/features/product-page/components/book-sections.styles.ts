import { bareList, mq } from '@cle/ui/theme';

export const descriptionCss = { margin: 0, lineHeight: 1.6, fontSize: 17 } as const;
export const companionCss = { marginTop: 20 } as const;
export const relatedListCss = {
  ...bareList,
  display: 'grid',
  gap: 16,
  [mq.sm]: { gridTemplateColumns: '1fr 1fr' },
} as const;
