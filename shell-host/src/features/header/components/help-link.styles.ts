import { mq } from '@cle/ui/theme';

/** From md up; on a phone the menu panel carries the help link. */
export const helpLinkCss = {
  color: 'inherit',
  display: 'none',
  whiteSpace: 'nowrap',
  [mq.md]: { display: 'inline' },
} as const;
