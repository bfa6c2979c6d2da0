import { closeButtonCss, sidePanelBoxCss } from '../../../components/panel-styles';
import { colors, mq } from '@cle/ui/theme';

export const programPurchasePanelSectionCss = {
  ...sidePanelBoxCss,
  display: 'none',
  [mq.md]: { display: 'block' },
} as const;

export const programPurchasePanelBoxCss = {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 200,
  background: colors.paper,
  color: colors.ink,
  borderTop: `1px solid ${colors.line}`,
  padding: '12px 16px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  boxShadow: '0 -4px 12px rgba(0,0,0,.12)',
  transition: 'transform 150ms ease-out, visibility 150ms',
  '&[data-footer-in-view]': { visibility: 'hidden', transform: 'translateY(100%)' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  [mq.md]: { display: 'none' },
} as const;

export const programPurchasePanelLabelCss = { fontWeight: 700 } as const;

export const programPurchasePanelDialogCss = {
  padding: 16,
  display: 'grid',
  alignContent: 'start',
  gap: 12,
} as const;

export const programPurchasePanelButtonCss = { ...closeButtonCss, justifySelf: 'end' } as const;
