import { mq } from '@cle/ui/theme';

export const breadcrumbsCss = {
  listStyle: 'none',
  margin: '0 0 16px',
  padding: 0,
  display: 'flex',
  gap: 8,
  flexWrap: 'wrap',
  fontSize: 15,
} as const;
export const episodeTitleCss = {
  margin: 0,
  fontSize: 30,
  lineHeight: 1.2,
  [mq.lg]: { fontSize: 38 },
} as const;
export const episodeFactsCss = {
  margin: 0,
  display: 'flex',
  gap: 16,
  flexWrap: 'wrap',
  alignItems: 'center',
} as const;
export const avatarsCss = { display: 'inline-flex' } as const;
export const stackedAvatarCss = (first: boolean) => ({ marginLeft: first ? 0 : -12 }) as const;
