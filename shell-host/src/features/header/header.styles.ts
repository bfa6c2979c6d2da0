// Plain elements with Emotion's css prop (jsx() here, the file holds no markup), not @emotion/styled:
// the home page does not download styled's runtime for three boxes. A caller's css still wins.
import type { ButtonHTMLAttributes, HTMLAttributes, Ref } from 'react';
import { jsx } from '@emotion/react';
import { colors, focusRing, mq } from '@cle/ui/theme';
import type { HeaderTheme } from '../../lib/site-state';

type DivProps = HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> };

/** The header's bar: sticky with a shadow once the visitor scrolls back up (spec 1 §2). */
export const Bar = ({ sticky, theme, ...props }: DivProps & { sticky: boolean; theme: HeaderTheme }) =>
  jsx('div', { ...props, css: barCss(sticky, theme) });

/** A panel that opens under the bar (the menu, the account panel): over the page, on paper. */
export const panelUnderBarCss = {
  position: 'absolute',
  top: '100%',
  zIndex: 60,
  padding: 16,
  background: colors.paper,
  color: colors.ink,
} as const;

/** The header themes a page may ask for (site-wide headerTheme state). */
const THEMES: Record<HeaderTheme, { background: string; color: string }> = {
  light: { background: colors.paper, color: colors.ink },
  dark: { background: colors.charcoal, color: colors.paper },
};

const barCss = (sticky: boolean, theme: HeaderTheme) => ({
  ...THEMES[theme],
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  minHeight: 64,
  padding: '0 16px',
  borderBottom: `1px solid ${colors.line}`,
  // fixed, not sticky: a sticky bar can only stick inside its own <header>, which is no taller than it
  position: sticky ? 'fixed' : 'relative',
  top: 0,
  left: 0,
  right: 0,
  zIndex: 50,
  boxShadow: sticky ? '0 2px 8px rgba(0,0,0,.12)' : 'none',
  animation: sticky ? 'cle-header-in .2s ease-out' : 'none',
  '@keyframes cle-header-in': { from: { transform: 'translateY(-100%)' }, to: { transform: 'none' } },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  // phones: the search button takes a row of its own, so it reads in full
  flexWrap: 'wrap',
  [mq.sm700]: { flexWrap: 'nowrap' },
  [mq.lg]: { padding: '0 32px' },
});

/** Phones: the search trigger on its own full-width row under the bar's buttons (spec 1 §2 header). */
export const SearchRow = (props: DivProps) => jsx('div', { ...props, css: searchRowCss });

const searchRowCss = {
  order: 10,
  flexBasis: '100%',
  display: 'flex',
  minWidth: 0,
  paddingBottom: 10,
  [mq.sm700]: { order: 0, flex: 1, flexBasis: 'auto', paddingBottom: 0 },
};

/** The outlined buttons of the bar (menu, account). */
export const IconButton = (
  props: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> },
) => jsx('button', { ...props, css: iconButtonCss });

const iconButtonCss = {
  font: 'inherit',
  background: 'none',
  border: `1px solid ${colors.line}`,
  borderRadius: 4,
  padding: '8px 12px',
  cursor: 'pointer',
  color: 'inherit',
  '&:focus-visible': focusRing,
};
