import { bareList, mq } from '@cle/ui/theme';

/** Desktop only; the links stay on one line so the bar never grows taller (main moved 24 px). */
export const primaryNavCss = {
  display: 'none',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  [mq.lg]: { display: 'block' },
} as const;

export const primaryNavListCss = { display: 'flex', gap: 20, ...bareList } as const;
