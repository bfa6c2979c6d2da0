import { colors, focusRing } from '@cle/ui/theme';

export const providerFrameCss = (video: boolean) =>
  ({
    width: '100%',
    aspectRatio: video ? '16 / 9' : undefined,
    height: video ? 'auto' : 180,
    border: 0,
  }) as const;

export const facadeCss = (video: boolean) =>
  ({
    width: '100%',
    minHeight: video ? 220 : 120,
    marginBottom: 16,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 12,
    font: 'inherit',
    fontWeight: 700,
    fontSize: 18,
    color: colors.paper,
    background: `linear-gradient(135deg, ${colors.charcoal}, #8a1f5c)`,
    border: 0,
    borderRadius: 8,
    cursor: 'pointer',
    '&:focus-visible': focusRing,
  }) as const;

export const playIconCss = { fontSize: 40, lineHeight: 1 } as const;
