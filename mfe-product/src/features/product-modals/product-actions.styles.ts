import { colors, focusRing } from '@cle/ui/theme';

export const actionsCss = { display: 'flex', flexWrap: 'wrap', gap: 8 } as const;

/** An action button, on the light page or the live program's dark one. */
export const actionCss = (dark: boolean) =>
  ({
    font: 'inherit',
    fontSize: 15,
    fontWeight: 600,
    padding: '6px 12px',
    borderRadius: 4,
    cursor: 'pointer',
    background: 'transparent',
    color: dark ? colors.paper : colors.ink,
    border: `1px solid ${dark ? colors.paper : colors.line}`,
    '&:hover': { background: dark ? 'rgba(255,255,255,.1)' : colors.mist },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  }) as const;
