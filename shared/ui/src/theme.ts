import { BREAKPOINTS } from '@cle/contracts/site';
import type { Breakpoint } from '@cle/contracts/site';

export const colors = {
  red: '#c8102e',
  redDark: '#9e0b23',
  ink: '#1d1d1f',
  inkSoft: '#4a4a4f',
  line: '#d9d9de',
  paper: '#ffffff',
  mist: '#f4f4f6',
  charcoal: '#2b2b30',
  focus: '#1a5fd0',
  success: '#1f7a3f',
  warning: '#b35c00',
} as const;

export const font = {
  family: "'Helvetica Neue', Helvetica, Arial, sans-serif",
} as const;

/** `${mq.md} { ... }` applies from the md breakpoint up. */
export const mq = Object.fromEntries(
  Object.entries(BREAKPOINTS).map(([k, px]) => [k, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

export const focusRing = {
  outline: `3px solid ${colors.focus}`,
  outlineOffset: 2,
};

/** The outlined red action button (save to My Library, episode and library row actions). */
export const outlinedButtonCss = {
  font: 'inherit',
  fontWeight: 600,
  padding: '8px 14px',
  borderRadius: 4,
  cursor: 'pointer',
  border: `2px solid ${colors.red}`,
  background: colors.paper,
  color: colors.red,
  '&:hover': { background: colors.mist },
  '&:focus-visible': focusRing,
  '&:disabled': { opacity: 0.6, cursor: 'progress' },
} as const;

/** A button that reads as a text link (Clear, Show more, Add jurisdictions); callers add colour and weight. */
export const linkButtonCss = {
  font: 'inherit',
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  textDecoration: 'underline',
  '&:focus-visible': focusRing,
} as const;

/** The small uppercase line above an item's title in a list of results or saved items: type and format. */
export const eyebrowCss = {
  margin: 0,
  fontSize: 13,
  textTransform: 'uppercase',
  letterSpacing: 0.5,
  color: colors.inkSoft,
} as const;

/** An item's title link in a list of results or saved items: ink, red and underlined on hover. */
export const titleLinkCss = {
  color: colors.ink,
  textDecoration: 'none',
  '&:hover': { color: colors.red, textDecoration: 'underline' },
  '&:focus-visible': focusRing,
} as const;

/** A row of a list of results, saved items or cart lines: a line below, 20px above and below, a grid 8px apart. */
export const itemRowCss = {
  borderBottom: `1px solid ${colors.line}`,
  padding: '20px 0',
  display: 'grid',
  gap: 8,
} as const;

/** Secondary text in the soft ink: an item's snippet, a host's biography, an empty cart's message. */
export const mutedTextCss = { margin: 0, color: colors.inkSoft, lineHeight: 1.5 } as const;

/** A native select on the site's forms and sort controls: the text inputs' border and padding. */
export const selectCss = {
  font: 'inherit',
  padding: '8px 10px',
  border: `1px solid ${colors.inkSoft}`,
  borderRadius: 4,
  background: colors.paper,
  '&:focus-visible': focusRing,
} as const;

/** The red PLI word mark as a link home (the fallback header, checkout's own header). */
export const logoLinkCss = {
  color: colors.red,
  fontWeight: 800,
  fontSize: 26,
  textDecoration: 'none',
  letterSpacing: 1,
} as const;

/** A card in a grid of cards: a thin line, rounded corners, paper behind (padding is the card's own). */
export const cardCss = {
  border: `1px solid ${colors.line}`,
  borderRadius: 8,
  background: colors.paper,
} as const;

/** A list without bullets or indentation: nav lists, card grids, chips. */
/** A wrapping row with its ends pushed apart: a page heading and its action, a filter bar and its sort. */
export const spreadRowCss = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 12,
  justifyContent: 'space-between',
  alignItems: 'center',
} as const;

export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** A list of links in as many columns of at least 240px as fit (CMS link lists, page link lists). */
export const linkGridCss = {
  ...bareList,
  display: 'grid',
  gap: 8,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
} as const;

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0,0,0,0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
