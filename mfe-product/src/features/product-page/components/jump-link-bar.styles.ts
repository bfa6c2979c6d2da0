import { bareList, colors, focusRing, mq } from '@cle/ui/theme';

export const barCss = (dark: boolean) =>
  ({
    position: 'sticky',
    top: 0,
    zIndex: 20,
    background: dark ? colors.charcoal : colors.paper,
    borderBottom: `1px solid ${dark ? '#4a4a50' : colors.line}`,
    margin: '0 -16px',
    padding: '0 16px',
    overflowX: 'auto',
    [mq.lg]: { margin: '0 -32px', padding: '0 32px' },
  }) as const;

export const linksCss = { ...bareList, display: 'flex', gap: 4, whiteSpace: 'nowrap' } as const;

export const jumpLinkCss = (active: boolean, dark: boolean) =>
  ({
    display: 'inline-block',
    padding: '14px 12px',
    color: 'inherit',
    textDecoration: 'none',
    fontWeight: active ? 700 : 500,
    borderBottom: `3px solid ${active ? colors.red : 'transparent'}`,
    '&:hover': { color: dark ? colors.paper : colors.red },
    '&:focus-visible': focusRing,
  }) as const;
