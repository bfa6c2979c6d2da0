// The mobile and tablet menu's button (spec 1 §2); the panel it opens is in header-panel-views.tsx.
import { mq } from '@cle/ui/theme';
import { IconButton } from '../header.styles';
import type { PanelButtonProps } from '../hooks/use-header-panels';

export const MENU_PANEL_ID = 'site-menu-panel';

export function MenuButton({ open, onToggle, buttonRef, hover }: PanelButtonProps) {
  return (
    <IconButton
      {...hover}
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls={MENU_PANEL_ID}
      onClick={onToggle}
      css={{ [mq.lg]: { display: 'none' } }}
    >
      Menu
    </IconButton>
  );
}
