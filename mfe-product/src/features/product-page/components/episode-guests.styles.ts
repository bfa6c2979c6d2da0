import { bareList, colors, mq } from '@cle/ui/theme';

export const avatarCss = (size: number) =>
  ({
    width: size,
    height: size,
    borderRadius: '50%',
    background: colors.charcoal,
    color: colors.paper,
    display: 'inline-grid',
    placeItems: 'center',
    fontWeight: 700,
    fontSize: size / 2.6,
    border: `2px solid ${colors.paper}`,
    flexShrink: 0,
  }) as const;
export const guestCss = {
  display: 'grid',
  gridTemplateColumns: '48px 1fr',
  gap: 12,
  alignItems: 'start',
} as const;
export const guestTextCss = { display: 'grid', gap: 2 } as const;
export const guestRoleCss = { fontSize: 15, color: colors.inkSoft } as const;
export const guestBioCss = { margin: '4px 0 0', lineHeight: 1.55 } as const;
export const guestListCss = (twoColumn: boolean) =>
  ({
    ...bareList,
    display: 'grid',
    gap: 20,
    ...(twoColumn ? { [mq.sm700]: { gridTemplateColumns: '1fr 1fr' } } : {}),
  }) as const;
export const showMoreCss = { marginTop: 12 } as const;
